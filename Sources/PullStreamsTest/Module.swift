// module PullStreamsTest

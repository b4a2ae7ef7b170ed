// module PushStreamsTest

// module PullStreams

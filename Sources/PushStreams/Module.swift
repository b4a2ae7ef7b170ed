// module PushStreams

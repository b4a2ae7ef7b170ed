// module PushStreamsBlocking

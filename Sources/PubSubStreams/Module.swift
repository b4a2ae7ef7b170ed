// module PubSubStreams

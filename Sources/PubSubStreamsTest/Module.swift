// module PubSubStreamsTest

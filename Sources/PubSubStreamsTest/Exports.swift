// `PubSubStreamsTest` stands in for pointfreeco's CombineSchedulers module, whose users also bring in
// Apple's framework; re-exporting `PubSubStreams` means code written against CombineSchedulers compiles
// with `PubSubStreamsTest` as its only import.
@_exported import PubSubStreams

// The marble lines the pattern pages draw, for the page checks in this (cookbook-only) target.
// The copied pattern tests in Push/, Pull/ and PubSub/ each carry their own copy.

/// The debounced-search lines (see MarblePattern and VirtualTimePattern).
enum SearchMarbles {
    static let query = "-abc------c----d---"
    static let queries = ["a": "R", "b": "Rx", "c": "RxSwift", "d": "Nope"]
    static let text = "------x-----------y"
    static let texts = ["x": "Library name: RxSwift", "y": "Error occurred: library not found"]
}

/// The expected refresh line, one frame = 100 ms (see TimerPattern).
enum RefreshMarbles {
    static let line = "-----a----a----a----a----a----a----a----(a|)"
}

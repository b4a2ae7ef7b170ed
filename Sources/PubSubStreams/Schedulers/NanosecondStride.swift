/// A stride that knows its exact length in nanoseconds (package helper for test schedulers).
@usableFromInline
package protocol NanosecondStride {
    /// The length in nanoseconds.
    var nanosecondCount: Int64 { get }
}

/// The length of `stride` in nanoseconds.
///
/// Strides of this package answer directly; any other `SchedulerTimeIntervalConvertible` stride is
/// measured by binary search against `.nanoseconds(n)`, which is exact for integer-nanosecond strides.
@inlinable
package func nanoseconds<Stride: SchedulerTimeIntervalConvertible & Comparable>(of stride: Stride) -> Int64 {
    if let known = stride as? NanosecondStride { return known.nanosecondCount }
    var low = Int64(Int.min / 2)
    var high = Int64(Int.max / 2)
    while low < high {
        let middle = low + (high - low) / 2
        if Stride.nanoseconds(Int(middle)) < stride { low = middle + 1 } else { high = middle }
    }
    return low
}

/// The values of inputs that were erased to `Any` so that one many-inputs core runs every arity of a tuple
/// operator, cast back to their types (in order, so the casts cannot fail), as one tuple: what the tuple forms
/// of `combineLatest` and `zip` send, in the push and the pull styles alike.
package func tupleOfErased<each Value>(_ values: [Any]) -> (repeat each Value) {
    var remaining = values.makeIterator()
    return (repeat remaining.next() as! each Value)
}

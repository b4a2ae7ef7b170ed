// Combine's `merge(with:)` overloads on the merge publishers: each adds publishers to the merge and returns the
// next arity, up to `Merge8` (which has none).

extension Publishers.Merge {
    /// Adds 1 more publisher to the merge (Combine's `merge(with:)`).
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge3<A, B, P>
    where B.Output == P.Output, B.Failure == P.Failure {
        Publishers.Merge3(a, b, other)
    }

    /// Adds 2 more publishers to the merge (Combine's `merge(with:_:)`).
    public func merge<Z: Publisher, Y: Publisher>(with z: Z, _ y: Y) -> Publishers.Merge4<A, B, Z, Y>
    where B.Output == Z.Output, B.Failure == Z.Failure, Z.Output == Y.Output, Z.Failure == Y.Failure {
        Publishers.Merge4(a, b, z, y)
    }

    /// Adds 3 more publishers to the merge (Combine's `merge(with:_:_:)`).
    public func merge<Z: Publisher, Y: Publisher, X: Publisher>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge5<A, B, Z, Y, X>
    where
        B.Output == Z.Output, B.Failure == Z.Failure, Z.Output == Y.Output, Z.Failure == Y.Failure, Y.Output == X.Output,
        Y.Failure == X.Failure
    {
        Publishers.Merge5(a, b, z, y, x)
    }

    /// Adds 4 more publishers to the merge (Combine's `merge(with:_:_:_:)`).
    public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher>(with z: Z, _ y: Y, _ x: X, _ w: W)
        -> Publishers.Merge6<A, B, Z, Y, X, W>
    where
        B.Output == Z.Output, B.Failure == Z.Failure, Z.Output == Y.Output, Z.Failure == Y.Failure, Y.Output == X.Output,
        Y.Failure == X.Failure, X.Output == W.Output, X.Failure == W.Failure
    {
        Publishers.Merge6(a, b, z, y, x, w)
    }

    /// Adds 5 more publishers to the merge (Combine's `merge(with:_:_:_:_:)`).
    public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher>(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V)
        -> Publishers.Merge7<A, B, Z, Y, X, W, V>
    where
        B.Output == Z.Output, B.Failure == Z.Failure, Z.Output == Y.Output, Z.Failure == Y.Failure, Y.Output == X.Output,
        Y.Failure == X.Failure, X.Output == W.Output, X.Failure == W.Failure, W.Output == V.Output, W.Failure == V.Failure
    {
        Publishers.Merge7(a, b, z, y, x, w, v)
    }

    /// Adds 6 more publishers to the merge (Combine's `merge(with:_:_:_:_:_:)`).
    public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher, U: Publisher>(
        with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V, _ u: U
    ) -> Publishers.Merge8<A, B, Z, Y, X, W, V, U>
    where
        B.Output == Z.Output, B.Failure == Z.Failure, Z.Output == Y.Output, Z.Failure == Y.Failure, Y.Output == X.Output,
        Y.Failure == X.Failure, X.Output == W.Output, X.Failure == W.Failure, W.Output == V.Output, W.Failure == V.Failure,
        V.Output == U.Output, V.Failure == U.Failure
    {
        Publishers.Merge8(a, b, z, y, x, w, v, u)
    }
}

extension Publishers.Merge3 {
    /// Adds 1 more publisher to the merge (Combine's `merge(with:)`).
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge4<A, B, C, P>
    where C.Output == P.Output, C.Failure == P.Failure {
        Publishers.Merge4(a, b, c, other)
    }

    /// Adds 2 more publishers to the merge (Combine's `merge(with:_:)`).
    public func merge<Z: Publisher, Y: Publisher>(with z: Z, _ y: Y) -> Publishers.Merge5<A, B, C, Z, Y>
    where C.Output == Z.Output, C.Failure == Z.Failure, Z.Output == Y.Output, Z.Failure == Y.Failure {
        Publishers.Merge5(a, b, c, z, y)
    }

    /// Adds 3 more publishers to the merge (Combine's `merge(with:_:_:)`).
    public func merge<Z: Publisher, Y: Publisher, X: Publisher>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge6<A, B, C, Z, Y, X>
    where
        C.Output == Z.Output, C.Failure == Z.Failure, Z.Output == Y.Output, Z.Failure == Y.Failure, Y.Output == X.Output,
        Y.Failure == X.Failure
    {
        Publishers.Merge6(a, b, c, z, y, x)
    }

    /// Adds 4 more publishers to the merge (Combine's `merge(with:_:_:_:)`).
    public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher>(with z: Z, _ y: Y, _ x: X, _ w: W)
        -> Publishers.Merge7<A, B, C, Z, Y, X, W>
    where
        C.Output == Z.Output, C.Failure == Z.Failure, Z.Output == Y.Output, Z.Failure == Y.Failure, Y.Output == X.Output,
        Y.Failure == X.Failure, X.Output == W.Output, X.Failure == W.Failure
    {
        Publishers.Merge7(a, b, c, z, y, x, w)
    }

    /// Adds 5 more publishers to the merge (Combine's `merge(with:_:_:_:_:)`).
    public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher>(with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V)
        -> Publishers.Merge8<A, B, C, Z, Y, X, W, V>
    where
        C.Output == Z.Output, C.Failure == Z.Failure, Z.Output == Y.Output, Z.Failure == Y.Failure, Y.Output == X.Output,
        Y.Failure == X.Failure, X.Output == W.Output, X.Failure == W.Failure, W.Output == V.Output, W.Failure == V.Failure
    {
        Publishers.Merge8(a, b, c, z, y, x, w, v)
    }
}

extension Publishers.Merge4 {
    /// Adds 1 more publisher to the merge (Combine's `merge(with:)`).
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge5<A, B, C, D, P>
    where D.Output == P.Output, D.Failure == P.Failure {
        Publishers.Merge5(a, b, c, d, other)
    }

    /// Adds 2 more publishers to the merge (Combine's `merge(with:_:)`).
    public func merge<Z: Publisher, Y: Publisher>(with z: Z, _ y: Y) -> Publishers.Merge6<A, B, C, D, Z, Y>
    where D.Output == Z.Output, D.Failure == Z.Failure, Z.Output == Y.Output, Z.Failure == Y.Failure {
        Publishers.Merge6(a, b, c, d, z, y)
    }

    /// Adds 3 more publishers to the merge (Combine's `merge(with:_:_:)`).
    public func merge<Z: Publisher, Y: Publisher, X: Publisher>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge7<A, B, C, D, Z, Y, X>
    where
        D.Output == Z.Output, D.Failure == Z.Failure, Z.Output == Y.Output, Z.Failure == Y.Failure, Y.Output == X.Output,
        Y.Failure == X.Failure
    {
        Publishers.Merge7(a, b, c, d, z, y, x)
    }

    /// Adds 4 more publishers to the merge (Combine's `merge(with:_:_:_:)`).
    public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher>(with z: Z, _ y: Y, _ x: X, _ w: W)
        -> Publishers.Merge8<A, B, C, D, Z, Y, X, W>
    where
        D.Output == Z.Output, D.Failure == Z.Failure, Z.Output == Y.Output, Z.Failure == Y.Failure, Y.Output == X.Output,
        Y.Failure == X.Failure, X.Output == W.Output, X.Failure == W.Failure
    {
        Publishers.Merge8(a, b, c, d, z, y, x, w)
    }
}

extension Publishers.Merge5 {
    /// Adds 1 more publisher to the merge (Combine's `merge(with:)`).
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge6<A, B, C, D, E, P>
    where E.Output == P.Output, E.Failure == P.Failure {
        Publishers.Merge6(a, b, c, d, e, other)
    }

    /// Adds 2 more publishers to the merge (Combine's `merge(with:_:)`).
    public func merge<Z: Publisher, Y: Publisher>(with z: Z, _ y: Y) -> Publishers.Merge7<A, B, C, D, E, Z, Y>
    where E.Output == Z.Output, E.Failure == Z.Failure, Z.Output == Y.Output, Z.Failure == Y.Failure {
        Publishers.Merge7(a, b, c, d, e, z, y)
    }

    /// Adds 3 more publishers to the merge (Combine's `merge(with:_:_:)`).
    public func merge<Z: Publisher, Y: Publisher, X: Publisher>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge8<A, B, C, D, E, Z, Y, X>
    where
        E.Output == Z.Output, E.Failure == Z.Failure, Z.Output == Y.Output, Z.Failure == Y.Failure, Y.Output == X.Output,
        Y.Failure == X.Failure
    {
        Publishers.Merge8(a, b, c, d, e, z, y, x)
    }
}

extension Publishers.Merge6 {
    /// Adds 1 more publisher to the merge (Combine's `merge(with:)`).
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge7<A, B, C, D, E, F, P>
    where F.Output == P.Output, F.Failure == P.Failure {
        Publishers.Merge7(a, b, c, d, e, f, other)
    }

    /// Adds 2 more publishers to the merge (Combine's `merge(with:_:)`).
    public func merge<Z: Publisher, Y: Publisher>(with z: Z, _ y: Y) -> Publishers.Merge8<A, B, C, D, E, F, Z, Y>
    where F.Output == Z.Output, F.Failure == Z.Failure, Z.Output == Y.Output, Z.Failure == Y.Failure {
        Publishers.Merge8(a, b, c, d, e, f, z, y)
    }
}

extension Publishers.Merge7 {
    /// Adds 1 more publisher to the merge (Combine's `merge(with:)`).
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge8<A, B, C, D, E, F, G, P>
    where G.Output == P.Output, G.Failure == P.Failure {
        Publishers.Merge8(a, b, c, d, e, f, g, other)
    }
}

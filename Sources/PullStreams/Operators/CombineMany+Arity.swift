/// The tuple forms of `SignalProducer.combineLatest` and `zip` from three inputs up to ten, with ReactiveSwift's
/// signatures: any `SignalProducerConvertible` (a producer, a `Property`, a `Signal`) as an input, the first one's
/// value type the result's `Value`. Swift cannot state a pack of convertibles whose `Error` is the result's, so each
/// arity is one overload over `startNested`, which starts and interrupts the inputs in ReactiveSwift's order.
extension SignalProducer {
    /// The latest values of three producers as a tuple: ReactiveSwift's `combineLatest(_:_:_:)`.
    public static func combineLatest<A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible>(
        _ a: A, _ b: B, _ c: C
    ) -> SignalProducer<(Value, B.Value, C.Value), Error>
    where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error {
        startNested(zips: false, a.producer, b.producer, c.producer)
    }

    /// The latest values of four producers as a tuple (ReactiveSwift's `combineLatest(_:_:_:_:)`).
    public static func combineLatest<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value), Error>
    where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error {
        startNested(zips: false, a.producer, b.producer, c.producer, d.producer)
    }

    /// The latest values of five producers as a tuple (ReactiveSwift's `combineLatest(_:_:_:_:_:)`).
    public static func combineLatest<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible,
        E: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value), Error>
    where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error {
        startNested(zips: false, a.producer, b.producer, c.producer, d.producer, e.producer)
    }

    /// The latest values of six producers as a tuple (ReactiveSwift's `combineLatest(_:_:_:_:_:_:)`).
    public static func combineLatest<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible,
        E: SignalProducerConvertible, F: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value), Error>
    where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error, F.Error == Error {
        startNested(zips: false, a.producer, b.producer, c.producer, d.producer, e.producer, f.producer)
    }

    /// The latest values of seven producers as a tuple (ReactiveSwift's `combineLatest(_:_:_:_:_:_:_:)`).
    public static func combineLatest<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible,
        E: SignalProducerConvertible, F: SignalProducerConvertible, G: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value), Error>
    where
        A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error, F.Error == Error,
        G.Error == Error
    {
        startNested(zips: false, a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer)
    }

    /// The latest values of eight producers as a tuple (ReactiveSwift's `combineLatest(_:_:_:_:_:_:_:_:)`).
    public static func combineLatest<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible,
        E: SignalProducerConvertible, F: SignalProducerConvertible, G: SignalProducerConvertible, H: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value), Error>
    where
        A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error, F.Error == Error,
        G.Error == Error, H.Error == Error
    {
        startNested(zips: false, a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer, h.producer)
    }

    /// The latest values of nine producers as a tuple (ReactiveSwift's `combineLatest(_:_:_:_:_:_:_:_:_:)`).
    public static func combineLatest<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible,
        E: SignalProducerConvertible, F: SignalProducerConvertible, G: SignalProducerConvertible, H: SignalProducerConvertible,
        I: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value), Error>
    where
        A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error, F.Error == Error,
        G.Error == Error, H.Error == Error, I.Error == Error
    {
        startNested(zips: false, a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer, h.producer, i.producer)
    }

    /// The latest values of ten producers as a tuple (ReactiveSwift's `combineLatest(_:_:_:_:_:_:_:_:_:_:)`).
    public static func combineLatest<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible,
        E: SignalProducerConvertible, F: SignalProducerConvertible, G: SignalProducerConvertible, H: SignalProducerConvertible,
        I: SignalProducerConvertible, J: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value, J.Value), Error>
    where
        A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error, F.Error == Error,
        G.Error == Error, H.Error == Error, I.Error == Error, J.Error == Error
    {
        startNested(
            zips: false, a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer, h.producer, i.producer,
            j.producer)
    }

    /// The n-th values of three producers as a tuple: ReactiveSwift's `zip(_:_:_:)`; started `a` first, interrupted `c` first.
    public static func zip<A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible>(
        _ a: A, _ b: B, _ c: C
    ) -> SignalProducer<(Value, B.Value, C.Value), Error>
    where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error {
        startNested(zips: true, a.producer, b.producer, c.producer)
    }

    /// The n-th values of four producers as a tuple (ReactiveSwift's `zip(_:_:_:_:)`).
    public static func zip<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value), Error>
    where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error {
        startNested(zips: true, a.producer, b.producer, c.producer, d.producer)
    }

    /// The n-th values of five producers as a tuple (ReactiveSwift's `zip(_:_:_:_:_:)`).
    public static func zip<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible,
        E: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value), Error>
    where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error {
        startNested(zips: true, a.producer, b.producer, c.producer, d.producer, e.producer)
    }

    /// The n-th values of six producers as a tuple (ReactiveSwift's `zip(_:_:_:_:_:_:)`).
    public static func zip<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible,
        E: SignalProducerConvertible, F: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value), Error>
    where A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error, F.Error == Error {
        startNested(zips: true, a.producer, b.producer, c.producer, d.producer, e.producer, f.producer)
    }

    /// The n-th values of seven producers as a tuple (ReactiveSwift's `zip(_:_:_:_:_:_:_:)`).
    public static func zip<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible,
        E: SignalProducerConvertible, F: SignalProducerConvertible, G: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value), Error>
    where
        A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error, F.Error == Error,
        G.Error == Error
    {
        startNested(zips: true, a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer)
    }

    /// The n-th values of eight producers as a tuple (ReactiveSwift's `zip(_:_:_:_:_:_:_:_:)`).
    public static func zip<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible,
        E: SignalProducerConvertible, F: SignalProducerConvertible, G: SignalProducerConvertible, H: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value), Error>
    where
        A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error, F.Error == Error,
        G.Error == Error, H.Error == Error
    {
        startNested(zips: true, a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer, h.producer)
    }

    /// The n-th values of nine producers as a tuple (ReactiveSwift's `zip(_:_:_:_:_:_:_:_:_:)`).
    public static func zip<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible,
        E: SignalProducerConvertible, F: SignalProducerConvertible, G: SignalProducerConvertible, H: SignalProducerConvertible,
        I: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value), Error>
    where
        A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error, F.Error == Error,
        G.Error == Error, H.Error == Error, I.Error == Error
    {
        startNested(zips: true, a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer, h.producer, i.producer)
    }

    /// The n-th values of ten producers as a tuple (ReactiveSwift's `zip(_:_:_:_:_:_:_:_:_:_:)`).
    public static func zip<
        A: SignalProducerConvertible, B: SignalProducerConvertible, C: SignalProducerConvertible, D: SignalProducerConvertible,
        E: SignalProducerConvertible, F: SignalProducerConvertible, G: SignalProducerConvertible, H: SignalProducerConvertible,
        I: SignalProducerConvertible, J: SignalProducerConvertible
    >(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H, _ i: I, _ j: J
    ) -> SignalProducer<(Value, B.Value, C.Value, D.Value, E.Value, F.Value, G.Value, H.Value, I.Value, J.Value), Error>
    where
        A.Value == Value, A.Error == Error, B.Error == Error, C.Error == Error, D.Error == Error, E.Error == Error, F.Error == Error,
        G.Error == Error, H.Error == Error, I.Error == Error, J.Error == Error
    {
        startNested(
            zips: true, a.producer, b.producer, c.producer, d.producer, e.producer, f.producer, g.producer, h.producer, i.producer,
            j.producer)
    }
}

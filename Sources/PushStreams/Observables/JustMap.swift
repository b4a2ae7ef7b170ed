/// `map` over `just`: a producer with one fused stage whose element and transform are stored in it.
///
/// B3 push subscribes `just(1).map { $0 + i }` once per iteration. A plain fused producer would be two
/// objects: the producer and the context of a `connect` closure capturing the `just` and the transform.
/// Here `connect` captures nothing (so it has no context) and reads both from the producer it is given,
/// which is this one. It delivers exactly as a `MapStage` over a `just` would: the transformed element, or the
/// transform's error and then no completion (a failing later stage disposes the root, which stops the
/// completion too). Later `map`/`filter` stages fuse into it as into any producer.
@usableFromInline
final class JustMapProducer<Source, Element>: Producer<Element> {
    @usableFromInline let element: Source
    @usableFromInline let transform: (Source) throws -> Element

    @inlinable
    init(_ element: Source, _ transform: @escaping (Source) throws -> Element) {
        self.element = element
        self.transform = transform
        super.init(
            fusedStages: 1,
            emitDirectly: { producer, on in
                // A subscriber with no stages after it: it cannot dispose the root, so the completion always follows.
                let result: Element
                do { result = try JustMapProducer.transformed(producer) } catch { return on(.error(error)) }
                on(.next(result))
                on(.completed)
            },
            connect: { producer, makeObserver in
                JustRoot.run(makeObserver) { observer, root in
                    let result: Element
                    do { result = try JustMapProducer.transformed(producer) } catch {
                        observer.on(.error(error))
                        return root.dispose()
                    }
                    observer.on(.next(result))
                }
            })
    }

    /// The transformed element of `producer`, which is a `JustMapProducer`: the closures above are only ever
    /// called with the producer that holds them (they capture nothing, so they have no context).
    @inlinable
    static func transformed(_ producer: Producer<Element>) throws -> Element {
        let producer = producer as! JustMapProducer
        return try producer.transform(producer.element)
    }
}

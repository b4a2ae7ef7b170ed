extension Publisher {
    /// Encodes each value with `encoder`; an encoding error cancels upstream and fails.
    ///
    /// Mirrors Combine's `encode(encoder:)` (the failure type becomes `any Error`).
    ///
    /// ```swift
    /// let c = Just([1, 2]).encode(encoder: JSONEncoder())
    ///     .sink(receiveCompletion: { _ in }) { print(String(decoding: $0, as: UTF8.self)) }
    /// // Prints: [1,2]
    /// ```
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> where Output: Encodable {
        Publishers.Encode(upstream: self, encoder: encoder)
    }

    /// Decodes each value into `type` with `decoder`; a decoding error cancels upstream and fails.
    ///
    /// Mirrors Combine's `decode(type:decoder:)` (the failure type becomes `any Error`).
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(
        type: Item.Type, decoder: Coder
    ) -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input {
        Publishers.Decode(upstream: self, decoder: decoder)
    }
}

extension Publishers {
    /// The publisher `encode(encoder:)` returns.
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        /// Any error: upstream's or the encoder's.
        public typealias Failure = any Error
        /// The encoder's output.
        public typealias Output = Coder.Output

        /// The publisher encoded.
        public let upstream: Upstream
        private let encodeValue: (Upstream.Output) throws -> Output

        /// Creates the publisher.
        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            encodeValue = { try encoder.encode($0) }
        }

        /// Subscribes through the encoding subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let encodeValue = encodeValue
            upstream.trySubscribe(subscriber, as: "Encode", [.ignoresEarlyCancel, .passesEarlyEvents]) { .send(try encodeValue($0)) }
        }
    }

    /// The publisher `decode(type:decoder:)` returns.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
    where Upstream.Output == Coder.Input {
        /// Any error: upstream's or the decoder's.
        public typealias Failure = any Error

        /// The publisher decoded.
        public let upstream: Upstream
        private let decodeValue: (Upstream.Output) throws -> Output

        /// Creates the publisher.
        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            decodeValue = { try decoder.decode(Output.self, from: $0) }
        }

        /// Subscribes through the decoding subscription.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let decodeValue = decodeValue
            upstream.trySubscribe(subscriber, as: "Decode", [.ignoresEarlyCancel, .passesEarlyEvents]) { .send(try decodeValue($0)) }
        }
    }
}

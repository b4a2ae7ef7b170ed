// Combine fuses some operators applied to their own kind into one stage: `map` after `map` is one
// `Publishers.Map` whose transform runs both closures, and likewise for `compactMap`, `filter` and
// their `try` forms. The result types (and so the subscriptions a chain creates) match Combine's.

extension Publishers.Map {
    /// One `Map` running both transforms (Combine's `Map.map`).
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Upstream, T> {
        let first = self.transform
        return Publishers.Map<Upstream, T>(upstream: upstream) { transform(first($0)) }
    }

    /// One `TryMap` running both transforms (Combine's `Map.tryMap`).
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Upstream, T> {
        let first = self.transform
        return Publishers.TryMap<Upstream, T>(upstream: upstream) { try transform(first($0)) }
    }
}

extension Publishers.TryMap {
    /// One `TryMap` running both transforms (Combine's `TryMap.map`).
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.TryMap<Upstream, T> {
        let first = self.transform
        return Publishers.TryMap<Upstream, T>(upstream: upstream) { transform(try first($0)) }
    }

    /// One `TryMap` running both transforms (Combine's `TryMap.tryMap`).
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Upstream, T> {
        let first = self.transform
        return Publishers.TryMap<Upstream, T>(upstream: upstream) { try transform(try first($0)) }
    }
}

extension Publishers.CompactMap {
    /// One `CompactMap` running both transforms (Combine's `CompactMap.compactMap`).
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Upstream, T> {
        let first = self.transform
        return Publishers.CompactMap<Upstream, T>(upstream: upstream) { first($0).flatMap(transform) }
    }

    /// One `CompactMap` running both transforms (Combine's `CompactMap.map`).
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.CompactMap<Upstream, T> {
        let first = self.transform
        return Publishers.CompactMap<Upstream, T>(upstream: upstream) { first($0).map(transform) }
    }
}

extension Publishers.TryCompactMap {
    /// One `TryCompactMap` running both transforms (Combine's `TryCompactMap.compactMap`).
    public func compactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Upstream, T> {
        let first = self.transform
        return Publishers.TryCompactMap<Upstream, T>(upstream: upstream) { try first($0).flatMap(transform) }
    }
}

extension Publishers.Filter {
    /// One `Filter` requiring both predicates (Combine's `Filter.filter`).
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Upstream> {
        let first = self.isIncluded
        return Publishers.Filter(upstream: upstream) { first($0) && isIncluded($0) }
    }

    /// One `TryFilter` requiring both predicates (Combine's `Filter.tryFilter`).
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Upstream> {
        let first = self.isIncluded
        return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
    }
}

extension Publishers.TryFilter {
    /// One `TryFilter` requiring both predicates (Combine's `TryFilter.filter`).
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.TryFilter<Upstream> {
        let first = self.isIncluded
        return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
    }

    /// One `TryFilter` requiring both predicates (Combine's `TryFilter.tryFilter`).
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Upstream> {
        let first = self.isIncluded
        return Publishers.TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
    }
}

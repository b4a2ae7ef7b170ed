/// `body` called with `object` while `object` is alive, and not at all once it is gone: the closures the
/// `subscribe(with:…)` forms pass on (RxSwift holds `object` weakly there the same way).
func weakly<Object: AnyObject, Value>(_ object: Object, _ body: ((Object, Value) -> Void)?) -> (Value) -> Void {
    { [weak object] value in
        if let object { body?(object, value) }
    }
}

/// `body` called with `object` while `object` is alive, and not at all once it is gone.
func weakly<Object: AnyObject>(_ object: Object, _ body: ((Object) -> Void)?) -> () -> Void {
    { [weak object] in
        if let object { body?(object) }
    }
}

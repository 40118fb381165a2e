import Dispatch

/// Maps on all cores with Dispatch; the result keeps the input's order.
public func concurrentMap<T, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
    let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: items.count)
    results.initialize(repeating: nil)
    defer {
        results.deinitialize()
        results.deallocate()
    }
    let slots = Slots(results)
    items.withUnsafeBufferPointer { input in
        let input = UnsafeInput(input)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            slots.buffer[index] = transform(input.buffer[index])
        }
    }
    return results.map { $0! }
}

/// Maps the elements of `items` at `indices`, in that order, on all cores, each handed to `transform` in place: a large
/// value is not copied (a file's job holds its tree, and a copy retains and releases every array of it).
public func concurrentMap<T: Sendable, R: Sendable>(_ indices: [Int], of items: [T], _ transform: @Sendable (Int, T) -> R) -> [R] {
    items.withUnsafeBufferPointer { buffer in
        let items = UnsafeInput(buffer)
        return concurrentMap(indices) { transform($0, items.buffer[$0]) }
    }
}

/// Each concurrent iteration writes only its own slot.
private struct Slots<R>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<R?>
    init(_ buffer: UnsafeMutableBufferPointer<R?>) { self.buffer = buffer }
}

private struct UnsafeInput<T>: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<T>
    init(_ buffer: UnsafeBufferPointer<T>) { self.buffer = buffer }
}

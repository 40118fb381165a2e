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

/// A value worked out on another thread while its maker goes on. If no thread has started it when `value` is asked
/// (every worker busy, or waiting on a lock), the asker makes it: a run never waits for a thread to come free.
public final class Background<T: Sendable>: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private let done = DispatchSemaphore(value: 0)
    private var make: (@Sendable () -> T)?
    private var result: T?

    public init(_ make: @escaping @Sendable () -> T) {
        self.make = make
        DispatchQueue.global().async { [self] in keep() }
    }

    /// Makes the value if nobody has started it, and lets every asker through.
    private func keep() {
        lock.wait()
        let unclaimed = make
        make = nil
        lock.signal()
        guard let unclaimed else { return }
        result = unclaimed()  // written before `done` is signalled, read after it is waited for
        done.signal()
    }

    /// The value, once made.
    public var value: T {
        keep()
        done.wait()
        done.signal()  // for the next asker
        return result!
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

/// Makes one value per item on all cores, each once the values of the items it needs are made: `needs[item]` lists their
/// positions (they must form no cycle), and `make` is handed their values in that order. Items ready at once are made side
/// by side whatever their depth (a module's index beside the chain of packages another is built on).
public func concurrentMap<R: Sendable>(needs: [[Int]], _ make: @Sendable (Int, [R]) -> R) -> [R] {
    let count = needs.count
    guard count > 0 else { return [] }
    let results = UnsafeMutableBufferPointer<R?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer {
        results.deinitialize()
        results.deallocate()
    }
    let schedule = Schedule(needs: needs, results: Slots(results))
    DispatchQueue.concurrentPerform(iterations: count) { _ in
        while let item = schedule.take() {
            let value = make(item, schedule.values(of: needs[item]))
            schedule.finish(item, value)
        }
    }
    return results.map { $0! }
}

/// The items not yet made, and which are ready: shared by the workers of `concurrentMap(needs:_:)`, behind a lock.
private final class Schedule<R>: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    /// Signalled once per item that becomes ready, and for every worker once every item is taken, so that none waits on.
    private let available = DispatchSemaphore(value: 0)
    private var unmet: [Int]
    private var dependents: [[Int]]
    private var ready: [Int] = []
    private var taken = 0
    private let results: Slots<R>

    init(needs: [[Int]], results: Slots<R>) {
        self.results = results
        unmet = needs.map(\.count)
        dependents = Array(repeating: [], count: needs.count)
        for (item, needed) in needs.enumerated() {
            for other in needed { dependents[other].append(item) }
        }
        for item in needs.indices.reversed() where unmet[item] == 0 {
            ready.append(item)
            available.signal()
        }
    }

    /// The next ready item (waiting for one), or nil once every item is taken.
    func take() -> Int? {
        available.wait()
        lock.wait()
        guard let item = ready.popLast() else {
            lock.signal()
            return nil
        }
        taken += 1
        let isLast = taken == unmet.count
        lock.signal()
        if isLast {
            for _ in unmet.indices { available.signal() }
        }
        return item
    }

    /// The values of items made (those an item taken needs: kept before it was readied).
    func values(of items: [Int]) -> [R] { items.map { results.buffer[$0]! } }

    /// Keeps the item's value, and readies the items that needed only it and items made before.
    func finish(_ item: Int, _ value: R) {
        lock.wait()
        results.buffer[item] = value
        for dependent in dependents[item] {
            unmet[dependent] -= 1
            if unmet[dependent] == 0 {
                ready.append(dependent)
                available.signal()
            }
        }
        lock.signal()
    }
}

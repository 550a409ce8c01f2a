/// Times a piece of work several times and keeps the median, so one slow run (another process,
/// a page fault) does not decide the figure.
struct Measurement {
    let name: String
    let medianMilliseconds: Double
    let targetMilliseconds: Double

    static func run(
        _ name: String, target: Double, repetitions: Int = 7, _ work: () throws -> Void
    ) rethrows -> Measurement {
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<repetitions {
            let elapsed = try clock.measure(work)
            samples.append(Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15)
        }
        samples.sort()
        return Measurement(name: name, medianMilliseconds: samples[samples.count / 2], targetMilliseconds: target)
    }

    var row: String {
        let ratio = medianMilliseconds / targetMilliseconds
        let verdict = ratio <= 1 ? "within target" : "OVER target"
        return
            "\(name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(format(medianMilliseconds)) ms   target \(format(targetMilliseconds)) ms   ratio \(format(ratio, places: 3))   \(verdict)"
    }

    private func format(_ value: Double, places: Int = 1) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return String(rounded)
    }
}

extension Measurement {
    /// The same figure as items per second against a per-second target: `ratio` above 1 means
    /// faster than the target.
    func throughputRow(items: Int, unit: String, targetPerSecond: Double) -> String {
        let perSecond = Double(items) / (medianMilliseconds / 1_000)
        let ratio = perSecond / targetPerSecond
        let verdict = ratio >= 1 ? "within target" : "UNDER target"
        return
            "\("throughput".padding(toLength: 44, withPad: " ", startingAt: 0)) \(grouped(perSecond)) \(unit)/s   target \(grouped(targetPerSecond)) \(unit)/s   ratio \(String((ratio * 100).rounded() / 100))x   \(verdict)"
    }

    private func grouped(_ value: Double) -> String {
        let digits = String(Int(value.rounded()))
        var result = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return result
    }
}

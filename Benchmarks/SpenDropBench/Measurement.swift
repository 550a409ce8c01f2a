/// Times a piece of work several times and keeps the median, so one slow run (another process,
/// a page fault) does not decide the figure.
struct Measurement {
    let name: String
    let medianMilliseconds: Double
    let targetMilliseconds: Double

    static func run(_ name: String, target: Double, repetitions: Int = 7, _ work: () throws -> Void) rethrows -> Measurement {
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
        return "\(name.padding(toLength: 44, withPad: " ", startingAt: 0)) \(format(medianMilliseconds)) ms   target \(format(targetMilliseconds)) ms   ratio \(format(ratio, places: 3))   \(verdict)"
    }

    private func format(_ value: Double, places: Int = 1) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return String(rounded)
    }
}

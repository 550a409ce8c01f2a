import Foundation

/// Writes a screen's JSON object: keys sorted so output is stable for programs and tests.
enum JSONOutput {
    static func write(_ value: some Encodable, to output: TextSink) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        output.line(String(decoding: data, as: UTF8.self))
    }
}

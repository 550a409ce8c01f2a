// libFuzzer harness for CSVReader, built by scripts/fuzz with CSVReader.swift alone.
// Promises checked: no crash or hang; input cut into chunks anywhere reads the same as whole.

@_cdecl("LLVMFuzzerTestOneInput")
public func csvReaderFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    func read(_ pieces: [[UInt8]]) -> [String] {
        var queue = pieces
        let reader = CSVReader { queue.isEmpty ? nil : queue.removeFirst() }
        var records: [String] = []
        do {
            while let record = try reader.next() { records.append("\(record.line):\(record.fields)") }
        } catch {
            records.append("error \(error)")
        }
        return records
    }
    let whole = read(bytes.isEmpty ? [] : [bytes])
    let split = bytes.count / 3
    let pieces = bytes.isEmpty ? [] : [Array(bytes[..<split]), Array(bytes[split...])].filter { !$0.isEmpty }
    if read(pieces) != whole { fatalError("chunked input reads differently: \(bytes)") }
    return 0
}

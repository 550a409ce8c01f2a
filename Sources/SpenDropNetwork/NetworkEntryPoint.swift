import Foundation
import SpenDropWire

/// The library's entry point (`NetworkWire.entryPoint`): decodes a request, sends it, and hands
/// back the encoded answer in memory from `malloc` that the caller frees. A request that does not
/// decode is answered as unreachable; nothing here prints or keeps a header.
@_cdecl("spendrop_network_exchange")
public func spendropNetworkExchange(
    _ bytes: UnsafePointer<UInt8>?, _ count: Int, _ progress: NetworkWire.ProgressCallback?,
    _ context: UnsafeMutableRawPointer?,
    _ answerCount: UnsafeMutablePointer<Int>?
) -> UnsafeMutablePointer<UInt8>? {
    let answer: NetworkWire.Answer
    if let bytes,
        let request = try? JSONDecoder().decode(NetworkWire.Request.self, from: Data(bytes: bytes, count: count))
    {
        answer = URLSessionExchange.send(
            request, progress: progress.map { callback in { done, expected in callback(done, expected, context) } })
    } else {
        answer = NetworkWire.Answer(status: 0, failure: .unreachable, detail: "the request could not be read")
    }
    let encoded = (try? JSONEncoder().encode(answer)) ?? Data()
    guard let buffer = malloc(max(1, encoded.count))?.assumingMemoryBound(to: UInt8.self) else { return nil }
    encoded.copyBytes(to: buffer, count: encoded.count)
    answerCount?.pointee = encoded.count
    return buffer
}

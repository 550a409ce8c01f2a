import SelfTestRunner
import SpenDropCore

/// SHA-256, which fingerprints the real data and checks backups, against FIPS 180-4 test vectors.
enum DigestChecks {
    static var all: [SelfTestCheck] {
        [
            SelfTestCheck(
                "SHA-256 matches the FIPS 180-4 test vectors, on the processor's SHA instructions (when it has them) and in Swift alone"
            ) { _ in
                .all(
                    [SHA256.Implementation.fastest, .portable].flatMap { implementation -> [CheckVerdict] in
                        let label =
                            implementation == .portable
                            ? "Swift" : SHA256.isAccelerated ? "SHA instructions" : "fastest (Swift here)"
                        return [
                            .equal(
                                SHA256.hexDigest(of: Array("".utf8), implementation: implementation),
                                "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", "empty, \(label)"),
                            .equal(
                                SHA256.hexDigest(of: Array("abc".utf8), implementation: implementation),
                                "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", "abc, \(label)"),
                            .equal(
                                SHA256.hexDigest(
                                    of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8),
                                    implementation: implementation),
                                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1", "448 bits, \(label)"
                            ),
                            .equal(
                                SHA256.hexDigest(
                                    of: [UInt8](repeating: 0x61, count: 1_000_000), implementation: implementation),
                                "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0",
                                "a million a's, \(label)"),
                        ]
                    })
            },
            SelfTestCheck(
                "SHA-256 gives the same digest whatever the piece sizes, and both implementations the same digest at every padding boundary of one to three blocks"
            ) { _ in
                let bytes = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
                var pieces = SHA256()
                var start = 0
                for size in [1, 63, 64, 65, 7, 200, 600] {
                    pieces.update(bytes[start..<min(start + size, bytes.count)])
                    start += size
                }
                // Either side of where the length stops fitting in the last block (55/56), and of whole blocks.
                let lengths = [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 183, 184, 191, 192, 1_000]
                let disagreeing = lengths.filter { length in
                    SHA256.hexDigest(of: bytes.prefix(length))
                        != SHA256.hexDigest(of: bytes.prefix(length), implementation: .portable)
                }
                return .all([
                    .equal(pieces.finalizeHex(), SHA256.hexDigest(of: bytes, implementation: .portable), "in pieces"),
                    .equal(disagreeing, [], "lengths where the implementations disagree"),
                ])
            },
        ]
    }
}

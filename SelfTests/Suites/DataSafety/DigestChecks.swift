import SpenDropCore

/// SHA-256, which fingerprints the real data and checks backups, against FIPS 180-4 test vectors.
enum DigestChecks {
    static var all: [SelfTestCheck] {[
        SelfTestCheck("SHA-256 matches the FIPS 180-4 test vectors") { _ in
            .all([
                .equal(SHA256.hexDigest(of: Array("".utf8)), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855", "empty"),
                .equal(SHA256.hexDigest(of: Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", "abc"),
                .equal(SHA256.hexDigest(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1", "448 bits"),
                .equal(SHA256.hexDigest(of: [UInt8](repeating: 0x61, count: 1_000_000)),
                       "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0", "a million a's"),
            ])
        },
        SelfTestCheck("SHA-256 gives the same digest whatever the piece sizes") { _ in
            let bytes = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            var pieces = SHA256()
            var start = 0
            for size in [1, 63, 64, 65, 7, 200, 600] {
                pieces.update(bytes[start..<min(start + size, bytes.count)])
                start += size
            }
            return .equal(pieces.finalizeHex(), SHA256.hexDigest(of: bytes))
        },
    ]}
}

import CSHA256

/// SHA-256 (FIPS 180-4) over bytes in memory or fed in pieces, for content fingerprints and
/// backup checksums.
///
/// Promises: the digest of the same bytes is the same whatever the piece sizes and whichever
/// implementation hashes them; `hexDigest` is 64 lower-case hex characters.
/// - Complexity: O(n) in the number of bytes; 64 bytes of buffered state.
public struct SHA256: Sendable {
    /// Which compression function hashes the blocks.
    public enum Implementation: Sendable {
        /// The processor's SHA instructions when it has them (the x86-64 SHA extensions), else `portable`.
        case fastest
        /// The Swift implementation alone: the reference the accelerated one is checked against.
        case portable
    }

    /// Whether `.fastest` hashes with the processor's SHA instructions on this machine.
    public static let isAccelerated = spendrop_sha256_accelerated_available() != 0

    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
    )
    private var pending: [UInt8] = []
    private var totalBytes: UInt64 = 0
    private let accelerated: Bool

    public init(implementation: Implementation = .fastest) {
        accelerated = implementation == .fastest && SHA256.isAccelerated
    }

    /// The hex digest of `bytes` in one call.
    public static func hexDigest(of bytes: some Sequence<UInt8>, implementation: Implementation = .fastest) -> String {
        var hasher = SHA256(implementation: implementation)
        hasher.update(bytes)
        return hasher.finalizeHex()
    }

    /// Feeds more bytes.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        let handled: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            update(UnsafeRawBufferPointer(buffer))
        }
        if handled != nil { return }
        update(Array(bytes))
    }

    /// Feeds more bytes straight from memory: whole 64-byte blocks are hashed in place.
    public mutating func update(_ buffer: UnsafeRawBufferPointer) {
        totalBytes &+= UInt64(buffer.count)
        var offset = 0
        if !pending.isEmpty {
            let needed = min(64 - pending.count, buffer.count)
            pending.append(contentsOf: buffer[0..<needed])
            offset = needed
            if pending.count < 64 { return }
            pending.withUnsafeBytes { compress(blocks: $0) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = (buffer.count - offset) / 64 * 64
        compress(blocks: UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + whole]))
        pending.append(contentsOf: buffer[(offset + whole)...])
    }

    /// The 32-byte digest; the hasher should not be fed afterwards.
    public mutating func finalize() -> [UInt8] {
        let bitLength = totalBytes &* 8
        var tail = pending
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        tail.withUnsafeBytes { compress(blocks: $0) }
        pending.removeAll()
        let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
        return words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - 8 * $0)) } }
    }

    /// The digest as 64 lower-case hex characters.
    public mutating func finalizeHex() -> String {
        let digits = Array("0123456789abcdef")
        return String(finalize().flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0f)]] })
    }

    /// Hashes `blocks`, whose length is a multiple of 64, into the state.
    private mutating func compress(blocks: UnsafeRawBufferPointer) {
        guard blocks.count >= 64 else { return }
        if accelerated {
            withUnsafeMutableBytes(of: &state) { words in
                spendrop_sha256_compress_accelerated(
                    words.baseAddress!.assumingMemoryBound(to: UInt32.self),
                    blocks.baseAddress!.assumingMemoryBound(to: UInt8.self), blocks.count / 64)
            }
            return
        }
        var start = 0
        while start < blocks.count {
            compress(UnsafeRawBufferPointer(rebasing: blocks[start..<start &+ 64]))
            start &+= 64
        }
    }

    private mutating func compress(_ block: UnsafeRawBufferPointer) {
        // The message schedule lives on the stack and the state in eight words: no allocation per block.
        // Rotations are written out as masking shifts and the loops as `while`: both compile to plain
        // instructions even in a debug build, where a helper function or a range's iterator is a call
        // per use (seven times the work; the self-tests hash every cloud backup in debug builds).
        // Ch and Maj (FIPS 180-4, 4.1.2) are written in equivalent forms with one operation fewer each.
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
            let w = words.baseAddress!
            var index = 0
            while index < 16 {
                w[index] = block.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self).bigEndian
                index &+= 1
            }
            while index < 64 {
                let x = w[index &- 15], y = w[index &- 2]
                let s0 = (x &>> 7 | x &<< 25) ^ (x &>> 18 | x &<< 14) ^ (x &>> 3)
                let s1 = (y &>> 17 | y &<< 15) ^ (y &>> 19 | y &<< 13) ^ (y &>> 10)
                w[index] = w[index &- 16] &+ s0 &+ w[index &- 7] &+ s1
                index &+= 1
            }
            var (a, b, c, d, e, f, g, h) = (state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7)
            // The constants are read through one pointer (FIPS 180-4, 4.2.2, kept once, beside the accelerated rounds):
            // no global access or bounds check per round.
            let k: UnsafePointer<UInt32> = spendrop_sha256_round_constants()
            index = 0
            var temp: UInt32 = 0
            // Eight rounds a pass, each naming the working variables in the roles the previous
            // round left them (FIPS 180-4, 6.2.2 step 3): no variable is moved between rounds.
            while index < 64 {
                temp =
                    h &+ ((e &>> 6 | e &<< 26) ^ (e &>> 11 | e &<< 21) ^ (e &>> 25 | e &<< 7)) &+ (g ^ (e & (f ^ g)))
                    &+ k[index] &+ w[index]
                d &+= temp
                h =
                    temp &+ ((a &>> 2 | a &<< 30) ^ (a &>> 13 | a &<< 19) ^ (a &>> 22 | a &<< 10))
                    &+ ((a & b) | (c & (a | b)))
                temp =
                    g &+ ((d &>> 6 | d &<< 26) ^ (d &>> 11 | d &<< 21) ^ (d &>> 25 | d &<< 7)) &+ (f ^ (d & (e ^ f)))
                    &+ k[index &+ 1] &+ w[index &+ 1]
                c &+= temp
                g =
                    temp &+ ((h &>> 2 | h &<< 30) ^ (h &>> 13 | h &<< 19) ^ (h &>> 22 | h &<< 10))
                    &+ ((h & a) | (b & (h | a)))
                temp =
                    f &+ ((c &>> 6 | c &<< 26) ^ (c &>> 11 | c &<< 21) ^ (c &>> 25 | c &<< 7)) &+ (e ^ (c & (d ^ e)))
                    &+ k[index &+ 2] &+ w[index &+ 2]
                b &+= temp
                f =
                    temp &+ ((g &>> 2 | g &<< 30) ^ (g &>> 13 | g &<< 19) ^ (g &>> 22 | g &<< 10))
                    &+ ((g & h) | (a & (g | h)))
                temp =
                    e &+ ((b &>> 6 | b &<< 26) ^ (b &>> 11 | b &<< 21) ^ (b &>> 25 | b &<< 7)) &+ (d ^ (b & (c ^ d)))
                    &+ k[index &+ 3] &+ w[index &+ 3]
                a &+= temp
                e =
                    temp &+ ((f &>> 2 | f &<< 30) ^ (f &>> 13 | f &<< 19) ^ (f &>> 22 | f &<< 10))
                    &+ ((f & g) | (h & (f | g)))
                temp =
                    d &+ ((a &>> 6 | a &<< 26) ^ (a &>> 11 | a &<< 21) ^ (a &>> 25 | a &<< 7)) &+ (c ^ (a & (b ^ c)))
                    &+ k[index &+ 4] &+ w[index &+ 4]
                h &+= temp
                d =
                    temp &+ ((e &>> 2 | e &<< 30) ^ (e &>> 13 | e &<< 19) ^ (e &>> 22 | e &<< 10))
                    &+ ((e & f) | (g & (e | f)))
                temp =
                    c &+ ((h &>> 6 | h &<< 26) ^ (h &>> 11 | h &<< 21) ^ (h &>> 25 | h &<< 7)) &+ (b ^ (h & (a ^ b)))
                    &+ k[index &+ 5] &+ w[index &+ 5]
                g &+= temp
                c =
                    temp &+ ((d &>> 2 | d &<< 30) ^ (d &>> 13 | d &<< 19) ^ (d &>> 22 | d &<< 10))
                    &+ ((d & e) | (f & (d | e)))
                temp =
                    b &+ ((g &>> 6 | g &<< 26) ^ (g &>> 11 | g &<< 21) ^ (g &>> 25 | g &<< 7)) &+ (a ^ (g & (h ^ a)))
                    &+ k[index &+ 6] &+ w[index &+ 6]
                f &+= temp
                b =
                    temp &+ ((c &>> 2 | c &<< 30) ^ (c &>> 13 | c &<< 19) ^ (c &>> 22 | c &<< 10))
                    &+ ((c & d) | (e & (c | d)))
                temp =
                    a &+ ((f &>> 6 | f &<< 26) ^ (f &>> 11 | f &<< 21) ^ (f &>> 25 | f &<< 7)) &+ (h ^ (f & (g ^ h)))
                    &+ k[index &+ 7] &+ w[index &+ 7]
                e &+= temp
                a =
                    temp &+ ((b &>> 2 | b &<< 30) ^ (b &>> 13 | b &<< 19) ^ (b &>> 22 | b &<< 10))
                    &+ ((b & c) | (d & (b | c)))
                index &+= 8
            }
            state = (
                state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g,
                state.7 &+ h
            )
        }
    }
}

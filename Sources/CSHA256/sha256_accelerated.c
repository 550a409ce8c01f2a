// SHA-256's compression function on the x86 SHA extensions (SHA-NI): four rounds per pair of
// sha256rnds2 instructions and the message schedule on sha256msg1/sha256msg2. The Swift
// implementation in SpenDropCore is the reference it is checked against; both read the round
// constants kept here.
#include "CSHA256.h"

static const uint32_t round_constants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

const uint32_t *spendrop_sha256_round_constants(void) { return round_constants; }

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>

int spendrop_sha256_accelerated_available(void) {
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    const int ssse3 = (ecx >> 9) & 1, sse41 = (ecx >> 19) & 1;
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return 0;
    const int sha = (ebx >> 29) & 1;
    return ssse3 && sse41 && sha;
}


__attribute__((target("sha,ssse3,sse4.1")))
void spendrop_sha256_compress_accelerated(uint32_t state[8], const uint8_t *data, size_t blocks) {
    // Each 32-bit word of a block is big-endian.
    const __m128i byte_swap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    // sha256rnds2 keeps the state as ABEF and CDGH.
    __m128i abcd = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&state[0]), 0xB1); // CDAB
    __m128i efgh = _mm_shuffle_epi32(_mm_loadu_si128((const __m128i *)&state[4]), 0x1B); // EFGH
    __m128i abef = _mm_alignr_epi8(abcd, efgh, 8);
    __m128i cdgh = _mm_blend_epi16(efgh, abcd, 0xF0);
    while (blocks > 0) {
        const __m128i abef_before = abef, cdgh_before = cdgh;
        // The last four groups of four schedule words, group i in words[i % 4].
        __m128i words[4];
        for (int group = 0; group < 16; group++) {
            __m128i w;
            if (group < 4) {
                w = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * group)), byte_swap);
            } else {
                // W[t] = σ1(W[t-2]) + W[t-7] + σ0(W[t-15]) + W[t-16], four words at once.
                const __m128i oldest = words[group & 3], older = words[(group + 1) & 3];
                const __m128i old = words[(group + 2) & 3], last = words[(group + 3) & 3];
                w = _mm_sha256msg2_epu32(_mm_add_epi32(_mm_sha256msg1_epu32(oldest, older), _mm_alignr_epi8(last, old, 4)), last);
            }
            words[group & 3] = w;
            __m128i message = _mm_add_epi32(w, _mm_loadu_si128((const __m128i *)&round_constants[4 * group]));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, message);
            message = _mm_shuffle_epi32(message, 0x0E);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, message);
        }
        abef = _mm_add_epi32(abef, abef_before);
        cdgh = _mm_add_epi32(cdgh, cdgh_before);
        data += 64;
        blocks -= 1;
    }
    const __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    const __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0)); // DCBA: A in word 0
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));     // HGFE: E in word 4
}

#else

int spendrop_sha256_accelerated_available(void) { return 0; }

void spendrop_sha256_compress_accelerated(uint32_t state[8], const uint8_t *data, size_t blocks) {
    (void)state; (void)data; (void)blocks;
}

#endif

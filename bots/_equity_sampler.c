/* The equity bot's Monte Carlo sampler in C: exactly what
 * poker_tui.engine.batch.sampled_equity_vs_range returns, draw for draw.
 *
 * Why: the equity bot asks for its equity against each opponent's range on
 * every decision after the flop, and its decisions are pinned to its seed.
 * The numpy replay (poker_tui/engine/batch_replay.py) already computes the
 * Generator's draws from PCG64's raw outputs, but what is left is some eighty
 * small numpy calls a decision. This file does the same steps in one loop:
 *
 *   - numpy's SeedSequence hashing of a 32-bit seed and PCG64's seeding
 *     (numpy/random/bit_generator.pyx, pcg64.h), so no bit generator is built;
 *   - PCG64 (XSL-RR 128/64) raw outputs; ``random(n)`` as (x >> 11) * 2**-53;
 *   - the villain of each board: the first running sum of the weights above
 *     random * total (searchsorted, side "right");
 *   - ``integers(0, a, size)`` as numpy's buffered Lemire method, rejection and
 *     the 32-bit half carried between calls included, and rows redrawn while
 *     they repeat a card or hold one of their villain's;
 *   - seven-card values from the evaluator's tables: the rank table's value,
 *     or the flush table's where the hand holds a flush, whichever is larger.
 *
 * Only the CPython API: no numpy headers to build against. Tables come in
 * once through ``set_tables`` (buffers, kept referenced); ranges per call.
 * tests/test_equity_sampler.py compares it with the numpy path seed by seed.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

typedef unsigned __int128 u128;

#define MAX_SAMPLES (1 << 24) /* boards per call: row indexes stay well inside int */
#define MAX_COMBOS (1 << 20)

/* ------------------------------------------------------------ seeding */

#define INIT_A 0x43b0d7e5u
#define MULT_A 0x931e8875u
#define INIT_B 0x8b51f9ddu
#define MULT_B 0x58f38dedu
#define MIX_L 0xca01f9ddu
#define MIX_R 0x4973f715u

static uint32_t hashmix(uint32_t value, uint32_t *hash_const) {
    value ^= *hash_const;
    *hash_const *= MULT_A;
    value *= *hash_const;
    return value ^ (value >> 16);
}

static uint32_t mix(uint32_t x, uint32_t y) {
    uint32_t r = MIX_L * x - MIX_R * y;
    return r ^ (r >> 16);
}

typedef struct {
    u128 state;
    u128 inc;
    int has_uint32;
    uint32_t uinteger;
} pcg64;

#define PCG_MULT (((u128)2549297995355413924ULL << 64) | (u128)4865540595714422341ULL)

/* np.random.PCG64(seed) for 0 <= seed < 2**32: SeedSequence(seed).generate_state(4, uint64),
 * then pcg_setseq_128_srandom_r. */
static void pcg64_seed(pcg64 *g, uint32_t seed) {
    uint32_t pool[4];
    uint32_t hc = INIT_A;
    pool[0] = hashmix(seed, &hc);
    for (int i = 1; i < 4; i++) pool[i] = hashmix(0, &hc);
    for (int src = 0; src < 4; src++)
        for (int dst = 0; dst < 4; dst++)
            if (src != dst) pool[dst] = mix(pool[dst], hashmix(pool[src], &hc));
    uint32_t w[8];
    uint32_t hb = INIT_B;
    for (int i = 0; i < 8; i++) {
        uint32_t v = pool[i & 3];
        v ^= hb;
        hb *= MULT_B;
        v *= hb;
        w[i] = v ^ (v >> 16);
    }
    uint64_t s0 = (uint64_t)w[0] | ((uint64_t)w[1] << 32);
    uint64_t s1 = (uint64_t)w[2] | ((uint64_t)w[3] << 32);
    uint64_t i0 = (uint64_t)w[4] | ((uint64_t)w[5] << 32);
    uint64_t i1 = (uint64_t)w[6] | ((uint64_t)w[7] << 32);
    u128 initstate = ((u128)s0 << 64) | s1;
    u128 initseq = ((u128)i0 << 64) | i1;
    g->state = 0;
    g->inc = (initseq << 1) | 1;
    g->state = g->state * PCG_MULT + g->inc;
    g->state += initstate;
    g->state = g->state * PCG_MULT + g->inc;
    g->has_uint32 = 0;
    g->uinteger = 0;
}

static inline uint64_t pcg64_next64(pcg64 *g) {
    g->state = g->state * PCG_MULT + g->inc;
    uint64_t value = (uint64_t)(g->state >> 64) ^ (uint64_t)g->state;
    unsigned rot = (unsigned)(g->state >> 122);
    return (value >> rot) | (value << ((-rot) & 63));
}

static inline uint32_t pcg64_next32(pcg64 *g) {
    if (g->has_uint32) {
        g->has_uint32 = 0;
        return g->uinteger;
    }
    uint64_t next = pcg64_next64(g);
    g->has_uint32 = 1;
    g->uinteger = (uint32_t)(next >> 32);
    return (uint32_t)next;
}

static inline double next_double(pcg64 *g) {
    return (double)(pcg64_next64(g) >> 11) * (1.0 / 9007199254740992.0);
}

/* One draw of Generator.integers(0, a): buffered_bounded_lemire_uint32 (0 < a < 2**32). */
static inline uint32_t bounded(pcg64 *g, uint32_t a) {
    uint64_t m = (uint64_t)pcg64_next32(g) * a;
    uint32_t leftover = (uint32_t)m;
    if (leftover < a) {
        uint32_t threshold = (uint32_t)(0u - a) % a;
        while (leftover < threshold) {
            m = (uint64_t)pcg64_next32(g) * a;
            leftover = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

/* ------------------------------------------------------------ tables */

static Py_buffer rank_buf, shift_buf, flush_buf, key_buf, bits_buf;
static int tables_set = 0;
static unsigned rank_bits = 0;

static const uint16_t *rank_table;  /* value of the rank part of a key sum (key & mask) */
static Py_ssize_t rank_len;
static const uint8_t *shift_table;  /* suit-count code -> shift bringing the flush suit down, 64: none */
static Py_ssize_t shift_len;
static const uint16_t *flush_table; /* 13 rank bits of the flush suit -> value */
static const int64_t *card_key;     /* per card: its key */
static const int64_t *card_bits;    /* per card: its suit-rank bit */

static inline uint32_t value7(uint64_t key, uint64_t bits) {
    uint64_t code = key >> rank_bits;
    uint32_t flush = 0;
    if (code < (uint64_t)shift_len) {
        unsigned s = shift_table[code];
        if (s < 64) flush = flush_table[(bits >> s) & 0x1FFF];
    }
    uint64_t r = key & (((uint64_t)1 << rank_bits) - 1);
    uint32_t rank = r < (uint64_t)rank_len ? rank_table[r] : 0;
    return rank > flush ? rank : flush;
}

/* Items in a C-contiguous buffer of any shape (combos come as their (N, 2) array). */
#define ITEMS(view) ((view).len / (view).itemsize)

static int take_buffer(PyObject *obj, Py_buffer *view, Py_ssize_t itemsize, const char *what) {
    if (PyObject_GetBuffer(obj, view, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0) return -1;
    if (view->itemsize != itemsize) {
        PyErr_Format(PyExc_ValueError, "%s: a buffer of %zd-byte items is needed", what, itemsize);
        PyBuffer_Release(view);
        return -1;
    }
    return 0;
}

static void release_tables(void) {
    if (!tables_set) return;
    PyBuffer_Release(&rank_buf);
    PyBuffer_Release(&shift_buf);
    PyBuffer_Release(&flush_buf);
    PyBuffer_Release(&key_buf);
    PyBuffer_Release(&bits_buf);
    tables_set = 0;
}

PyDoc_STRVAR(set_tables_doc,
"set_tables(rank, shift, flush, card_key, card_bits, rank_bits)\n\n"
"The evaluator's seven-card tables (uint16 rank table, uint8 shift per suit-count code,\n"
"uint16 flush table of 8192) and each card's int64 key and suit-rank bit.");

static PyObject *set_tables(PyObject *self, PyObject *args) {
    PyObject *rank, *shift, *flush, *keys, *bits;
    unsigned rb;
    if (!PyArg_ParseTuple(args, "OOOOOI", &rank, &shift, &flush, &keys, &bits, &rb)) return NULL;
    Py_buffer r, s, f, k, b;
    if (take_buffer(rank, &r, 2, "rank") < 0) return NULL;
    if (take_buffer(shift, &s, 1, "shift") < 0) { PyBuffer_Release(&r); return NULL; }
    if (take_buffer(flush, &f, 2, "flush") < 0) { PyBuffer_Release(&r); PyBuffer_Release(&s); return NULL; }
    if (take_buffer(keys, &k, 8, "card_key") < 0) {
        PyBuffer_Release(&r); PyBuffer_Release(&s); PyBuffer_Release(&f); return NULL;
    }
    if (take_buffer(bits, &b, 8, "card_bits") < 0) {
        PyBuffer_Release(&r); PyBuffer_Release(&s); PyBuffer_Release(&f); PyBuffer_Release(&k); return NULL;
    }
    if (ITEMS(f) != 8192 || ITEMS(k) != 52 || ITEMS(b) != 52 || rb == 0 || rb > 40) {
        PyBuffer_Release(&r); PyBuffer_Release(&s); PyBuffer_Release(&f);
        PyBuffer_Release(&k); PyBuffer_Release(&b);
        PyErr_SetString(PyExc_ValueError, "set_tables: flush needs 8192 entries, keys and bits 52");
        return NULL;
    }
    if (tables_set) {  /* a running equity() reads them without the GIL: never swapped */
        PyBuffer_Release(&r); PyBuffer_Release(&s); PyBuffer_Release(&f);
        PyBuffer_Release(&k); PyBuffer_Release(&b);
        PyErr_SetString(PyExc_RuntimeError, "set_tables: the tables are already set");
        return NULL;
    }
    rank_buf = r; shift_buf = s; flush_buf = f; key_buf = k; bits_buf = b;
    rank_table = r.buf; rank_len = ITEMS(r);
    shift_table = s.buf; shift_len = ITEMS(s);
    flush_table = f.buf;
    card_key = k.buf;
    card_bits = b.buf;
    rank_bits = rb;
    tables_set = 1;
    Py_RETURN_NONE;
}

/* ------------------------------------------------------------ sampling */

PyDoc_STRVAR(equity_doc,
"equity(hero0, hero1, board, combos, weights, samples, seed) -> float\n\n"
"Exactly batch.sampled_equity_vs_range(hero, board, combos[i], weights[i], samples, seed)\n"
"over the combos i of positive weight. ``board``: bytes of 3 to 5 cards; ``combos``: int64\n"
"(N, 2) cards of each combo (C order, any shape), none sharing a card with hero or board where its\n"
"weight is positive; ``weights``: N float64, zero or positive; 0 <= seed < 2**32.");

static PyObject *equity(PyObject *self, PyObject *args) {
    int h0, h1, samples;
    PyObject *seed_obj;
    Py_buffer board;
    PyObject *combos_obj, *weights_obj;
    if (!tables_set) {
        PyErr_SetString(PyExc_RuntimeError, "set_tables was not called");
        return NULL;
    }
    if (!PyArg_ParseTuple(args, "iiy*OOiO", &h0, &h1, &board, &combos_obj, &weights_obj,
                          &samples, &seed_obj))
        return NULL;
    unsigned long long seed = PyLong_Check(seed_obj) ? PyLong_AsUnsignedLongLong(seed_obj) : (1ULL << 32);
    if (seed == (unsigned long long)-1 && PyErr_Occurred()) {
        PyErr_Clear();  /* negative, or past 64 bits: out of range like any seed >= 2**32 */
        seed = 1ULL << 32;
    }
    Py_ssize_t nb = board.len;
    uint8_t cards_on_board[5];
    if (nb >= 3 && nb <= 5) memcpy(cards_on_board, board.buf, (size_t)nb);
    PyBuffer_Release(&board);
    if (nb < 3 || nb > 5 || samples <= 0 || samples > MAX_SAMPLES ||
        seed >= (1ULL << 32) || h0 < 0 || h0 >= 52 ||
        h1 < 0 || h1 >= 52 || h0 == h1) {
        PyErr_SetString(PyExc_ValueError,
                        "equity: 3 to 5 board cards, two distinct hole cards, "
                        "0 < samples <= 2**24, an int seed with 0 <= seed < 2**32");
        return NULL;
    }
    Py_buffer cb, wb;
    if (take_buffer(combos_obj, &cb, 8, "combos") < 0) return NULL;
    if (take_buffer(weights_obj, &wb, 8, "weights") < 0) { PyBuffer_Release(&cb); return NULL; }
    Py_ssize_t ncombo = ITEMS(wb);
    if (ITEMS(cb) != 2 * ncombo || ncombo == 0 || ncombo > MAX_COMBOS || wb.format == NULL ||
        strcmp(wb.format, "d") != 0 || cb.format == NULL ||
        (strcmp(cb.format, "l") != 0 && strcmp(cb.format, "q") != 0)) {
        PyBuffer_Release(&cb); PyBuffer_Release(&wb);
        PyErr_SetString(PyExc_ValueError,
                        "equity: combos holds two int64 cards per float64 weight (at most 2**20)");
        return NULL;
    }
    const int64_t *combo = cb.buf;
    const double *w = wb.buf;
    int n = samples;
    int m = 5 - (int)nb;

    /* one block: running sums, picks, drawn rows, rows to redraw */
    size_t bytes = sizeof(double) * (size_t)ncombo + sizeof(int32_t) * (size_t)n * 4;
    char *block = PyMem_Malloc(bytes);
    if (block == NULL) { PyBuffer_Release(&cb); PyBuffer_Release(&wb); return PyErr_NoMemory(); }
    double *cum = (double *)block;
    int32_t *pick = (int32_t *)(cum + ncombo);
    int32_t *drawn = pick + n;     /* n rows of up to two indexes into rest */
    int32_t *todo = drawn + 2 * n;

    int bad = 0;
    long wins = 0, ties = 0;
    Py_BEGIN_ALLOW_THREADS
    double run = 0.0;
    Py_ssize_t last = ncombo - 1;  /* the last combo of positive weight */
    for (Py_ssize_t i = 0; i < ncombo; i++) {
        run = i ? run + w[i] : w[0];  /* numpy's cumsum: out[0] = w[0], then in order */
        cum[i] = run;
        if (w[i] > 0) last = i;
    }
    double total = cum[ncombo - 1];
    pcg64 g;
    pcg64_seed(&g, (uint32_t)seed);
    for (int i = 0; i < n; i++) {
        double u = next_double(&g) * total;
        Py_ssize_t lo = 0, hi = ncombo;  /* first running sum above u */
        while (lo < hi) {
            Py_ssize_t mid = (lo + hi) >> 1;
            if (cum[mid] <= u) lo = mid + 1; else hi = mid;
        }
        /* past every running sum (random * total rounds up to total only when total is
           subnormal): numpy's path, over the positive weights alone, takes the last of them */
        pick[i] = (int32_t)(lo < ncombo ? lo : last);
    }

    uint64_t base_k = card_key[h0] + card_key[h1], base_b = card_bits[h0] + card_bits[h1];
    uint64_t board_k = 0, board_b = 0;
    uint64_t known = ((uint64_t)1 << h0) | ((uint64_t)1 << h1);
    for (int j = 0; j < nb; j++) {
        int c = cards_on_board[j];
        if (c >= 52) { bad = 1; break; }
        board_k += card_key[c];
        board_b += card_bits[c];
        known |= (uint64_t)1 << c;
    }
    int rest[52];
    uint32_t a = 0;
    for (int c = 0; c < 52; c++)
        if (!(known >> c & 1)) rest[a++] = c;
    for (int i = 0; i < n && !bad; i++) {
        Py_ssize_t p = pick[i];
        if (combo[2 * p] < 0 || combo[2 * p] >= 52 || combo[2 * p + 1] < 0 || combo[2 * p + 1] >= 52)
            bad = 1;
    }
    if (!bad && m == 0) {
        uint32_t hero_v = value7(base_k + board_k, base_b + board_b);
        for (int i = 0; i < n; i++) {
            int v0 = (int)combo[2 * pick[i]], v1 = (int)combo[2 * pick[i] + 1];
            uint32_t vill_v = value7(card_key[v0] + card_key[v1] + board_k,
                                     card_bits[v0] + card_bits[v1] + board_b);
            wins += hero_v > vill_v;
            ties += hero_v == vill_v;
        }
    } else if (!bad) {
        /* integers(0, a, (n, m)), row by row; then the rows that repeat a card or hold one
           of their villain's are redrawn, in row order, until none does */
        int ntodo = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) drawn[2 * i + j] = (int32_t)bounded(&g, a);
            todo[ntodo++] = i;
        }
        int first = 1;
        while (ntodo) {
            if (!first)
                for (int t = 0; t < ntodo; t++)
                    for (int j = 0; j < m; j++) drawn[2 * todo[t] + j] = (int32_t)bounded(&g, a);
            first = 0;
            int keep = 0;
            for (int t = 0; t < ntodo; t++) {
                int i = todo[t];
                uint64_t mask = ((uint64_t)1 << combo[2 * pick[i]]) | ((uint64_t)1 << combo[2 * pick[i] + 1]);
                int c0 = rest[drawn[2 * i]];
                int clash = (int)(mask >> c0 & 1);
                if (m == 2) {
                    int c1 = rest[drawn[2 * i + 1]];
                    clash |= (c0 == c1) | (int)(mask >> c1 & 1);
                }
                if (clash) todo[keep++] = i;
            }
            ntodo = keep;
        }
        for (int i = 0; i < n; i++) {
            uint64_t k = board_k, b = board_b;
            for (int j = 0; j < m; j++) {
                int c = rest[drawn[2 * i + j]];
                k += card_key[c];
                b += card_bits[c];
            }
            int v0 = (int)combo[2 * pick[i]], v1 = (int)combo[2 * pick[i] + 1];
            uint32_t hero_v = value7(k + base_k, b + base_b);
            uint32_t vill_v = value7(k + card_key[v0] + card_key[v1], b + card_bits[v0] + card_bits[v1]);
            wins += hero_v > vill_v;
            ties += hero_v == vill_v;
        }
    }
    Py_END_ALLOW_THREADS
    PyMem_Free(block);
    PyBuffer_Release(&cb);
    PyBuffer_Release(&wb);
    if (bad) {
        PyErr_SetString(PyExc_ValueError, "equity: a card outside 0..51");
        return NULL;
    }
    return PyFloat_FromDouble(((double)wins + 0.5 * (double)ties) / (double)n);
}

static PyMethodDef methods[] = {
    {"set_tables", set_tables, METH_VARARGS, set_tables_doc},
    {"equity", equity, METH_VARARGS, equity_doc},
    {NULL, NULL, 0, NULL},
};

static void module_free(void *module) { release_tables(); }

static struct PyModuleDef sampler_module = {
    PyModuleDef_HEAD_INIT,
    "_equity_sampler",
    "The equity bot's Monte Carlo sampler: batch.sampled_equity_vs_range's draws, in C.",
    -1,
    methods,
    NULL, NULL, NULL, module_free,
};

PyMODINIT_FUNC PyInit__equity_sampler(void) { return PyModule_Create(&sampler_module); }

/* Native core of the perfect-information solver (texas42_qt.ai.solver).
 *
 * The same search as the pure-Python twin PySolver, so both backends return
 * identical values: alpha-beta over single plays; a transposition table at
 * trick boundaries keyed by (tiles left, leader) holding lower/upper bounds
 * and the best lead; remaining-points bounds plus two sure-points bounds (the
 * leader's unbeatable leads, each side's tiles that nothing opposing can
 * beat); tiles that are interchangeable in the position are tried once; and
 * the trick rules come from the engine's tables (lead suit, members, power,
 * Sevens' closest-to-7 rule), so the solver cannot disagree with the engine.
 *
 * Entry points (the arguments are built by solver._native_args):
 *   solve(hands, next_seat, trick_size, leader, trick, lead_suit, members,
 *         power (8 rows of 28), sevens_masks, weight, max_seats, scorers, target)
 *       target -1: the exact value; else 1/0 for "the max side reaches target"
 *       scorers: the seats whose tricks count (max_seats, except in a misere:
 *       in Nello the bidder maximises the tricks the other seats take)
 *   move_values(...the same without target...) -> {tile: exact value}
 *   solve_stats(...as solve...) -> (result, nodes searched), for benchmarks
 *   nodes_searched() -> nodes searched by every call so far, for benchmarks
 *
 * The search touches no Python object and runs with the GIL released; all of
 * its state lives in a per-call Solver. The one global, the running node count,
 * is added to with the GIL held, after a search.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define N_TILES 28
#define N_SUITS 8
#define MAX_SEATS 8
#define INF 10000
#define ALL_TILES 0x0FFFFFFFu

#if defined(__GNUC__) || defined(__clang__)
#define CTZ(x) __builtin_ctz(x)
#else
static int CTZ(uint32_t x)
{
    int n = 0;
    while (!(x & 1u)) {
        x >>= 1;
        n++;
    }
    return n;
}
#endif

static inline int popcount32(uint32_t x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0Fu;
    return (int)((x * 0x01010101u) >> 24);
}

/* ------------------------------------------------------------ the tables */

typedef struct {
    uint32_t key;   /* tiles left | leader << 28; 0 = an empty slot */
    int8_t lo, hi;  /* bounds on the value of the rest of the hand */
    int8_t best;    /* best lead found (move ordering), -1 if none */
    int8_t ntiles;  /* tiles left: replacement keeps the bigger search */
} Entry;

typedef struct {
    int n_seats;
    uint32_t hand[MAX_SEATS];
    int next_seat[MAX_SEATS];
    int size;                        /* tiles per trick */
    int lead_suit[N_TILES];
    uint32_t members[N_SUITS];
    int power[N_SUITS][N_TILES];
    int sevens;                      /* Sevens: play the tile closest to 7 */
    int n_sevens;
    uint32_t sevens_mask[8];
    int weight[N_TILES];
    uint32_t weighted;               /* tiles whose weight is not 0 */
    unsigned max_seats;
    unsigned scorers;                /* seats whose tricks count (max_seats, or the others in a misere) */
    uint32_t lead_beaters[N_TILES];  /* tiles that beat a lead of t */
    uint32_t beaters[N_TILES];       /* tiles that may beat t in some trick */
    uint32_t same_kind[N_TILES];     /* tiles of t's kind (see build_tables) */
    uint32_t between[N_TILES][N_TILES]; /* tiles that tell two tiles of a kind apart */
    Entry *tt;
    uint32_t tt_mask;
    int tt_shift;
    long long nodes;
} Solver;

typedef struct {
    int leader;
    int n;                   /* tiles played so far */
    int tile[MAX_SEATS];
    int seat[MAX_SEATS];
    int best_power;          /* the strongest tile so far, and its seat */
    int best_seat;
    int pts;                 /* weights of the tiles played so far */
    uint32_t in_play;        /* tiles in hand when the trick began */
    int hint;                /* at a lead: the move to try first, then the best one */
} Trick;

static inline uint32_t legal(const Solver *s, uint32_t hand, int led)
{
    if (s->sevens) {
        for (int i = 0; i < s->n_sevens; i++) {
            if (hand & s->sevens_mask[i])
                return hand & s->sevens_mask[i];
        }
        return 0;
    }
    if (led < 0)
        return hand;
    uint32_t follow = hand & s->members[led];
    return follow ? follow : hand;
}

static inline int weight_of(const Solver *s, uint32_t mask)
{
    int w = 0;
    mask &= s->weighted;
    while (mask) {
        w += s->weight[CTZ(mask)];
        mask &= mask - 1;
    }
    return w;
}

static inline void new_trick(Trick *t, int leader, uint32_t in_play, int hint)
{
    t->leader = leader;
    t->n = 0;
    t->best_power = -1;
    t->best_seat = leader;
    t->pts = 0;
    t->in_play = in_play;
    t->hint = hint;
}

/* Add tile m of `seat` to the trick (the caller takes it out of the hand). */
static inline void add_tile(const Solver *s, Trick *t, int seat, int m)
{
    int k = t->n;
    int p = s->power[s->lead_suit[k ? t->tile[0] : m]][m];
    if (k == 0 || p > t->best_power) {  /* on a tie the earlier tile wins */
        t->best_power = p;
        t->best_seat = seat;
    }
    t->tile[k] = m;
    t->seat[k] = seat;
    t->pts += s->weight[m];
    t->n = k + 1;
}

/* ------------------------------------------------- transposition table */

static inline Entry *tt_bucket(const Solver *s, uint32_t key)
{
    return &s->tt[((key * 0x9E3779B1u) >> s->tt_shift) & s->tt_mask];
}

static inline Entry *tt_probe(const Solver *s, uint32_t key)
{
    Entry *e = tt_bucket(s, key);
    if (e[0].key == key)
        return &e[0];
    if (e[1].key == key)
        return &e[1];
    return NULL;
}

static inline void tt_store(Solver *s, uint32_t key, int lo, int hi, int best, int ntiles)
{
    Entry *e = tt_bucket(s, key);
    Entry *slot;
    if (e[0].key == key || e[0].key == 0)
        slot = &e[0];
    else if (e[1].key == key || e[1].key == 0)
        slot = &e[1];
    else
        slot = e[0].ntiles <= e[1].ntiles ? &e[0] : &e[1];
    slot->key = key;
    slot->lo = (int8_t)lo;
    slot->hi = (int8_t)hi;
    slot->best = (int8_t)best;
    slot->ntiles = (int8_t)ntiles;
}

/* ---------------------------------------------------------------- bounds */

/* The least weight `n` tiles of a hand bring: its `n` lightest tiles. */
static inline int lightest(const Solver *s, uint32_t hand, int n)
{
    n -= popcount32(hand & ~s->weighted);  /* tiles of weight 0 first */
    if (n <= 0)
        return 0;
    int w[N_TILES], k = 0, pts = 0;
    for (uint32_t h = hand & s->weighted; h; h &= h - 1) {  /* sorted, lightest first */
        int v = s->weight[CTZ(h)], j = k++;
        for (; j > 0 && w[j - 1] > v; j--)
            w[j] = w[j - 1];
        w[j] = v;
    }
    for (int j = 0; j < n; j++)
        pts += w[j];
    return pts;
}

/* Points the leader's side surely takes: the leader's tiles that no other tile
 * left can beat in the suit they lead each win a trick and keep the lead, and
 * led one after another they take a tile from every other hand, at least its
 * lightest ones (found in 42 for three: a hand holding every trump took 27 M
 * nodes to prove what the others must throw on its trumps). */
static inline int quick_tricks(const Solver *s, int leader, uint32_t left)
{
    uint32_t hand = s->hand[leader], others = left & ~hand;
    int pts = 0, n = 0;
    while (hand) {
        int t = CTZ(hand);
        hand &= hand - 1;
        if (!(s->lead_beaters[t] & others)) {
            pts += 1 + s->weight[t];
            n++;
        }
    }
    if (!n)
        return 0;
    for (int i = 1, seat = s->next_seat[leader]; i < s->size; i++, seat = s->next_seat[seat])
        pts += lightest(s, s->hand[seat], n);
    return pts;
}

/* Points a side surely takes: each of its tiles that no opposing tile can beat
 * in any trick wins the trick it falls in (tiles of one seat fall in as many
 * different tricks). */
static inline int sure_points(const Solver *s, unsigned side_seats, uint32_t opp)
{
    int pts = 0, tricks = 0;
    for (int i = 0; i < s->n_seats; i++) {
        if (!(side_seats >> i & 1))
            continue;
        uint32_t h = s->hand[i];
        int n = 0;
        while (h) {
            int t = CTZ(h);
            h &= h - 1;
            if (!(s->beaters[t] & opp)) {
                pts += s->weight[t];
                n++;
            }
        }
        if (n > tricks)
            tricks = n;
    }
    return pts + tricks;
}

/* Two tiles of one hand are interchangeable when swapping them changes
 * nothing: they are of a kind, and no tile in play in another hand (or on the
 * table) stands between them in a suit led. A tile of the same hand between
 * them does not tell them apart: it never meets them in a trick, and it
 * compares alike with every other tile (found in 42 for three: a hand holding
 * every trump, its count trump among them, had three kinds of trump lead where
 * there are two). `others` is the tiles in play less the hand's. */
static inline int equivalent(const Solver *s, int a, int b, uint32_t others)
{
    return !(s->between[a][b] & others);
}

/* ------------------------------------------------------ move ordering */

/* A quick guess at what a play brings the side of the seat making it: the
 * rest of the trick is played simply (an opponent of the side holding the
 * trick beats it as cheaply as it can, anyone else plays its weakest tile,
 * throwing count to a partner). `t` is the trick before `seat` plays m. */
static int simulate(const Solver *s, const Trick *t, int seat, int m)
{
    int ls = s->lead_suit[t->n ? t->tile[0] : m];
    const int *row = s->power[ls];
    int best = t->best_power, holder = t->best_seat, pts = t->pts + s->weight[m];
    if (t->n == 0 || row[m] > best) {
        best = row[m];
        holder = seat;
    }
    unsigned me = s->max_seats >> seat & 1;
    for (int j = t->n + 1; j < s->size; j++) {
        seat = s->next_seat[seat];
        uint32_t lm = legal(s, s->hand[seat], ls);
        unsigned side = s->max_seats >> seat & 1;
        unsigned hside = s->max_seats >> holder & 1;
        int pick = -1, pk = 1 << 30;
        while (lm) {
            int x = CTZ(lm);
            lm &= lm - 1;
            int k;
            if (hside != side && row[x] > best)
                k = row[x];
            else if (hside != side)
                k = (1 << 20) + s->weight[x] * 1024 + s->power[s->lead_suit[x]][x];
            else
                k = (1 << 20) - s->weight[x] * 1024 + s->power[s->lead_suit[x]][x];
            if (k < pk) {
                pk = k;
                pick = x;
            }
        }
        if (pick < 0)
            continue;
        pts += s->weight[pick];
        if (row[pick] > best) {
            best = row[pick];
            holder = seat;
        }
    }
    return (s->max_seats >> holder & 1) == me ? 1 + pts : -1 - pts;
}

/* Sort moves (a mask of two tiles or more) into out[], the most promising first.
 * A lead: the table's move, then by what `simulate` says the trick brings,
 * then the weakest tile. A follower: plays by which its side surely takes the
 * trick (count first, then the cheapest tile), then plays by which its side
 * holds the trick for now (no count, strongest first), then plays that give
 * it up (no count, weakest first); the second seat of a trick of four first
 * sorts by what `simulate` says. */
static int order_moves(const Solver *s, const Trick *t, int seat, uint32_t moves, int *out)
{
    int keys[N_TILES];
    int n = 0;
    if (t->n == 0) {
        while (moves) {
            int m = CTZ(moves);
            moves &= moves - 1;
            out[n] = m;
            keys[n] = m == t->hint ? -(2 << 20)
                                   : -simulate(s, t, seat, m) * 2048 - s->weight[m] * 64 + s->power[s->lead_suit[m]][m];
            n++;
        }
    } else {
        int led = s->lead_suit[t->tile[0]];
        const int *row = s->power[led];
        int bp = t->best_power;
        unsigned me = s->max_seats >> seat & 1;
        int held = (s->max_seats >> t->best_seat & 1) == me;
        int sim = s->size - t->n - 1 >= 2;
        int opp_best = -1;  /* the strongest tile the opponents still to play may play */
        int q = seat;
        for (int j = t->n + 1; j < s->size; j++) {
            q = s->next_seat[q];
            if ((s->max_seats >> q & 1) == me)
                continue;
            uint32_t lm = legal(s, s->hand[q], led);
            while (lm) {
                int x = CTZ(lm);
                lm &= lm - 1;
                if (row[x] > opp_best)
                    opp_best = row[x];
            }
        }
        while (moves) {
            int m = CTZ(moves);
            moves &= moves - 1;
            int w = s->weight[m], p = row[m], k;
            int strength = s->power[s->lead_suit[m]][m];
            if (p > bp || held) {
                int top = p > bp ? p : bp;
                if (opp_best <= top)
                    k = -w * 1024 + (p > bp ? p : strength);
                else
                    k = (1 << 20) + w * 1024 - top;
            } else {
                k = (2 << 20) + w * 1024 + strength;
            }
            if (sim)
                k -= simulate(s, t, seat, m) * (4 << 20);
            out[n] = m;
            keys[n] = k;
            n++;
        }
    }
    for (int i = 1; i < n; i++) {  /* stable insertion sort */
        int m = out[i], k = keys[i], j = i - 1;
        while (j >= 0 && keys[j] > k) {
            out[j + 1] = out[j];
            keys[j + 1] = keys[j];
            j--;
        }
        out[j + 1] = m;
        keys[j + 1] = k;
    }
    return n;
}

/* ---------------------------------------------------------------- search */

static int search(Solver *s, Trick *t, int alpha, int beta);

/* The last trick plays itself: one tile in each hand. */
static int last_trick(const Solver *s, int leader, uint32_t left)
{
    int seat = leader, lead = CTZ(s->hand[leader]);
    const int *row = s->power[s->lead_suit[lead]];
    int best = row[lead], winner = leader;
    for (int i = 1; i < s->size; i++) {
        seat = s->next_seat[seat];
        int p = row[CTZ(s->hand[seat])];
        if (p > best) {
            best = p;
            winner = seat;
        }
    }
    return (s->scorers >> winner & 1) ? 1 + weight_of(s, left) : 0;
}

/* Value (points for the max side) of the rest of the hand from a trick boundary. */
static int boundary(Solver *s, int leader, int alpha, int beta)
{
    uint32_t left = 0, mx = 0;
    s->nodes++;
    for (int i = 0; i < s->n_seats; i++) {
        left |= s->hand[i];
        if (s->scorers >> i & 1)
            mx |= s->hand[i];
    }
    if (!left)
        return 0;
    int ntiles = popcount32(left);
    if (ntiles == s->size)
        return last_trick(s, leader, left);
    int total = ntiles / s->size + weight_of(s, left);
    uint32_t key = left | ((uint32_t)leader << 28);
    Entry *e = tt_probe(s, key);
    int lo, hi, hint = -1;
    if (e) {
        lo = e->lo;
        hi = e->hi;
        hint = e->best;
    } else {
        lo = sure_points(s, s->scorers, left & ~mx);
        hi = total - sure_points(s, ~s->scorers, mx);
        /* the leader's sure tricks bound the value only when it wants them (not in a misere) */
        if (!s->sevens && !((s->scorers ^ s->max_seats) >> leader & 1)) {
            int q = quick_tricks(s, leader, left);
            if (s->scorers >> leader & 1) {
                if (q > lo)
                    lo = q;
            } else if (total - q < hi) {
                hi = total - q;
            }
        }
    }
    if (lo >= beta || lo == hi)
        return lo;
    if (hi <= alpha)
        return hi;
    if (lo > alpha)
        alpha = lo;
    if (hi < beta)
        beta = hi;
    int orig_alpha = alpha, orig_beta = beta;
    Trick nt;
    new_trick(&nt, leader, left, hint);
    int v = search(s, &nt, alpha, beta);
    if (v <= orig_alpha) {
        if (v < hi)
            hi = v;
    } else if (v >= orig_beta) {
        if (v > lo)
            lo = v;
    } else {
        lo = hi = v;
    }
    tt_store(s, key, lo, hi, nt.hint, ntiles);
    return v;
}

/* Value once the trick `t` has had a tile added: closes the trick when it is full. */
static inline int after_play(Solver *s, Trick *t, int alpha, int beta)
{
    if (t->n < s->size)
        return search(s, t, alpha, beta);
    int winner = t->best_seat;
    int gained = (s->scorers >> winner & 1) ? 1 + t->pts : 0;
    return gained + boundary(s, winner, alpha - gained, beta - gained);
}

/* Try the legal plays of the seat to act in trick `t` (fail-soft alpha-beta). */
static int search(Solver *s, Trick *t, int alpha, int beta)
{
    int k = t->n;
    int seat = k ? s->next_seat[t->seat[k - 1]] : t->leader;
    int led = k ? s->lead_suit[t->tile[0]] : -1;
    if (k)
        s->nodes++;
    uint32_t hand = s->hand[seat];
    uint32_t mask = legal(s, hand, led);
    int moves[N_TILES], n;
    if (!(mask & (mask - 1))) {
        n = mask ? 1 : 0;
        moves[0] = mask ? CTZ(mask) : -1;
    } else {
        n = order_moves(s, t, seat, mask, moves);
    }
    int maximizing = s->max_seats >> seat & 1;
    int best = maximizing ? -INF : INF;
    int best_move = n ? moves[0] : -1;
    int saved_power = t->best_power, saved_seat = t->best_seat, saved_pts = t->pts;
    uint32_t tried = 0;
    for (int i = 0; i < n; i++) {
        int m = moves[i];
        uint32_t twins = tried & s->same_kind[m];
        if (twins) {
            int skip = 0;
            while (twins && !skip) {
                skip = equivalent(s, CTZ(twins), m, t->in_play & ~hand);
                twins &= twins - 1;
            }
            if (skip)
                continue;
        }
        tried |= 1u << m;
        s->hand[seat] = hand & ~(1u << m);
        add_tile(s, t, seat, m);
        int v = after_play(s, t, alpha, beta);
        t->n = k;
        t->best_power = saved_power;
        t->best_seat = saved_seat;
        t->pts = saved_pts;
        if (maximizing) {
            if (v > best) {
                best = v;
                best_move = m;
                if (v > alpha)
                    alpha = v;
            }
        } else if (v < best) {
            best = v;
            best_move = m;
            if (v < beta)
                beta = v;
        }
        if (alpha >= beta)
            break;
    }
    s->hand[seat] = hand;
    if (k == 0)
        t->hint = best_move;
    return best;
}

/* A zero-window test: does the max side reach `target` from trick `t`? The
 * returned value v is a bound: v >= target, or the value is at most v. */
static int test(Solver *s, Trick *t, int target)
{
    if (t->n == 0)
        return boundary(s, t->leader, target - 1, target);
    return search(s, t, target - 1, target);
}

/* Zero-window tests that share the table, halving [lo, hi] (the value is known
 * to lie there) until the exact value is known. */
static int exact_value(Solver *s, Trick *t, int lo, int hi)
{
    while (lo < hi) {
        int target = (lo + hi + 1) / 2;
        int v = test(s, t, target);
        if (v >= target)
            lo = v;
        else
            hi = v;
    }
    return lo;
}

/* The exact value in [lo, hi] as `exact_value`, trying `guess` first: the plays
 * of one position are often worth about the same, and a test at the right value
 * and one next to it settle it, where halving takes five or six. */
static int exact_value_near(Solver *s, Trick *t, int lo, int hi, int guess)
{
    for (int step = 0; step < 2 && lo < hi; step++) {
        int target = guess <= lo ? lo + 1 : guess > hi ? hi : guess;
        int v = test(s, t, target);
        if (v >= target) {
            lo = v;
            guess = lo + 1;
        } else {
            hi = v;
            guess = hi;
        }
    }
    return exact_value(s, t, lo, hi);
}

/* ------------------------------------------------------ Python interface */

/* Read a sequence of ints (masks: 0 <= v < 2**28 when `mask`) into out[]. */
static int read_ints(PyObject *obj, long *out, Py_ssize_t min_len, Py_ssize_t max_len, Py_ssize_t *len, int mask,
                     const char *what)
{
    if (!PyList_Check(obj) && !PyTuple_Check(obj)) {
        PyErr_Format(PyExc_TypeError, "%s must be a tuple or list of ints", what);
        return -1;
    }
    PyObject *seq = PySequence_Fast(obj, what);
    if (!seq)
        return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    if (n < min_len || n > max_len) {
        PyErr_Format(PyExc_ValueError, "%s: expected %zd to %zd items, got %zd", what, min_len, max_len, n);
        Py_DECREF(seq);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
        if (v == -1 && PyErr_Occurred()) {
            Py_DECREF(seq);
            return -1;
        }
        if (mask ? (v < 0 || v > (long)ALL_TILES) : (v < -1000000 || v > 1000000)) {
            PyErr_Format(PyExc_ValueError, "%s: value %ld out of range", what, v);
            Py_DECREF(seq);
            return -1;
        }
        out[i] = v;
    }
    if (len)
        *len = n;
    Py_DECREF(seq);
    return 0;
}

/* The power table: one row of N_TILES strengths per led suit. */
static int read_power(PyObject *obj, long *out)
{
    if (!PyList_Check(obj) && !PyTuple_Check(obj)) {
        PyErr_SetString(PyExc_TypeError, "power must be a tuple or list of rows");
        return -1;
    }
    PyObject *rows = PySequence_Fast(obj, "power");
    if (!rows)
        return -1;
    int ok = PySequence_Fast_GET_SIZE(rows) == N_SUITS;
    if (!ok)
        PyErr_SetString(PyExc_ValueError, "power: expected one row per suit (8)");
    for (int L = 0; ok && L < N_SUITS; L++)
        ok = read_ints(PySequence_Fast_GET_ITEM(rows, L), out + L * N_TILES, N_TILES, N_TILES, NULL, 0, "power row") == 0;
    Py_DECREF(rows);
    return ok ? 0 : -1;
}

static int read_long(PyObject *obj, long *out)
{
    *out = PyLong_AsLong(obj);
    return *out == -1 && PyErr_Occurred() ? -1 : 0;
}

static int fail(const char *message)
{
    PyErr_SetString(PyExc_ValueError, message);
    return -1;
}

/* A parsed position: the solver with its tables, and the current trick. */
typedef struct {
    Solver s;
    Trick t;
    int total;  /* points still to be won, the current trick included */
} Problem;

static void build_tables(Solver *s)
{
    uint32_t ge[N_SUITS][N_TILES], gt[N_SUITS][N_TILES];  /* tiles with power >= / > power[L][t] */
    s->weighted = 0;
    for (int t = 0; t < N_TILES; t++) {
        if (s->weight[t])
            s->weighted |= 1u << t;
    }
    for (int L = 0; L < N_SUITS; L++) {
        for (int a = 0; a < N_TILES; a++) {
            uint32_t g = 0, h = 0;
            for (int b = 0; b < N_TILES; b++) {
                if (s->power[L][b] >= s->power[L][a])
                    g |= 1u << b;
                if (s->power[L][b] > s->power[L][a])
                    h |= 1u << b;
            }
            ge[L][a] = g;
            gt[L][a] = h;
        }
    }
    for (int a = 0; a < N_TILES; a++) {
        s->lead_beaters[a] = gt[s->lead_suit[a]][a];
        /* a tile with no strength in some led suit can lose when played there */
        uint32_t beaters = 0;
        for (int L = 0; L < N_SUITS; L++)
            beaters |= s->power[L][a] > 0 ? ge[L][a] & ~(1u << a) : ALL_TILES;
        s->beaters[a] = beaters;
        /* Tiles of a kind: the same weight, lead suit, suits followed, Sevens
         * class and suits led in which they cannot win. Two of them in one hand
         * are interchangeable while no tile in play has a power between theirs
         * in a suit led (those tiles are between[a][b]). */
        uint32_t kind = 0;
        for (int b = 0; b < N_TILES; b++) {
            int same = a != b && s->weight[a] == s->weight[b] && s->lead_suit[a] == s->lead_suit[b];
            for (int L = 0; same && L < N_SUITS; L++) {
                if ((s->members[L] >> a & 1) != (s->members[L] >> b & 1))
                    same = 0;
                if ((s->power[L][a] == 0) != (s->power[L][b] == 0))
                    same = 0;
            }
            for (int i = 0; same && i < s->n_sevens; i++) {
                if ((s->sevens_mask[i] >> a & 1) != (s->sevens_mask[i] >> b & 1))
                    same = 0;
            }
            uint32_t block = 0;
            if (same) {
                kind |= 1u << b;
                for (int L = 0; L < N_SUITS; L++) {
                    int pa = s->power[L][a], pb = s->power[L][b];
                    if (pa != pb)
                        block |= pa < pb ? ge[L][a] & ~gt[L][b] : ge[L][b] & ~gt[L][a];
                }
                block &= ~((1u << a) | (1u << b));
            }
            s->between[a][b] = block;
        }
        s->same_kind[a] = kind;
    }
}

static int parse_problem(PyObject *const *args, Py_ssize_t nargs, Py_ssize_t want, Problem *pb)
{
    if (nargs != want) {
        PyErr_Format(PyExc_TypeError, "expected %zd arguments, got %zd", want, nargs);
        return -1;
    }
    memset(pb, 0, sizeof(*pb));
    Solver *s = &pb->s;
    long hands[MAX_SEATS], next_seat[MAX_SEATS], trick[MAX_SEATS], lead_suit[N_TILES], members[N_SUITS];
    long power[N_SUITS * N_TILES], sevens[8], weight[N_TILES], size, leader, max_seats, scorers;
    Py_ssize_t n_seats, n_trick, n_sevens;
    if (read_ints(args[0], hands, 1, MAX_SEATS, &n_seats, 1, "hands") < 0
        || read_ints(args[1], next_seat, n_seats, n_seats, NULL, 0, "next_seat") < 0
        || read_long(args[2], &size) < 0
        || read_long(args[3], &leader) < 0
        || read_ints(args[4], trick, 0, MAX_SEATS, &n_trick, 0, "trick") < 0
        || read_ints(args[5], lead_suit, N_TILES, N_TILES, NULL, 0, "lead_suit") < 0
        || read_ints(args[6], members, N_SUITS, N_SUITS, NULL, 1, "members") < 0
        || read_power(args[7], power) < 0
        || read_ints(args[8], sevens, 0, 8, &n_sevens, 1, "sevens_masks") < 0
        || read_ints(args[9], weight, N_TILES, N_TILES, NULL, 0, "weight") < 0
        || read_long(args[10], &max_seats) < 0
        || read_long(args[11], &scorers) < 0)
        return -1;
    s->n_seats = (int)n_seats;
    if (size < 1 || size > n_seats)
        return fail("trick_size must be from 1 to the number of seats");
    s->size = (int)size;
    if (leader < 0 || leader >= n_seats)
        return fail("leader is not a seat");
    if (n_trick >= size)
        return fail("the current trick is already complete");
    if (max_seats < 0 || max_seats >= (1L << n_seats))
        return fail("max_seats is not a mask of seats");
    s->max_seats = (unsigned)max_seats;
    if (scorers < 0 || scorers >= (1L << n_seats))
        return fail("scorers is not a mask of seats");
    s->scorers = (unsigned)scorers;
    for (int i = 0; i < n_seats; i++) {
        if (next_seat[i] < 0 || next_seat[i] >= n_seats)
            return fail("next_seat holds a seat that does not exist");
        s->next_seat[i] = (int)next_seat[i];
        s->hand[i] = (uint32_t)hands[i];
    }
    int weight_sum = 0;
    for (int t = 0; t < N_TILES; t++) {
        if (lead_suit[t] < 0 || lead_suit[t] >= N_SUITS)
            return fail("lead_suit holds a suit out of range");
        if (weight[t] < 0 || weight[t] > 64)
            return fail("a tile weight must be from 0 to 64");
        s->lead_suit[t] = (int)lead_suit[t];
        s->weight[t] = (int)weight[t];
        weight_sum += (int)weight[t];
    }
    if (weight_sum + N_TILES > 127)
        return fail("the tile weights add up to more than the solver can count");
    for (int L = 0; L < N_SUITS; L++) {
        s->members[L] = (uint32_t)members[L];
        for (int t = 0; t < N_TILES; t++) {
            if (power[L * N_TILES + t] < 0)
                return fail("power must not be negative");
            s->power[L][t] = (int)power[L * N_TILES + t];
        }
    }
    s->sevens = n_sevens > 0;
    s->n_sevens = (int)n_sevens;
    for (int i = 0; i < n_sevens; i++)
        s->sevens_mask[i] = (uint32_t)sevens[i];

    /* The seats in the play cycle from the leader play; any other seat (the
     * partner sitting out a Nello) takes no part, whatever it holds. */
    int cycle[MAX_SEATS], seat = (int)leader;
    unsigned playing = 0;
    for (int i = 0; i < size; i++) {
        if (playing >> seat & 1)
            return fail("next_seat does not give trick_size different seats");
        playing |= 1u << seat;
        cycle[i] = seat;
        seat = s->next_seat[seat];
    }
    if (seat != leader)
        return fail("next_seat does not come back to the leader after a trick");
    uint32_t seen = 0;
    for (int i = 0; i < n_seats; i++) {
        if (!(playing >> i & 1))
            s->hand[i] = 0;
        if (seen & s->hand[i])
            return fail("two hands hold the same tile");
        seen |= s->hand[i];
    }
    Trick *t = &pb->t;
    new_trick(t, (int)leader, 0, -1);
    for (int i = 0; i < n_trick; i++) {
        long m = trick[i];
        if (m < 0 || m >= N_TILES || (seen >> m & 1))
            return fail("the trick holds a tile that is not free");
        seen |= 1u << m;
        add_tile(s, t, cycle[i], (int)m);
    }
    t->in_play = seen;
    /* seats still to play in this trick hold one tile more than the others */
    int rest = popcount32(s->hand[cycle[n_trick]]);
    for (int i = 0; i < size; i++) {
        if (popcount32(s->hand[cycle[i]]) != rest - (i < n_trick))
            return fail("the hands do not fit the trick: every seat plays one tile a trick");
    }
    build_tables(s);
    pb->total = popcount32(seen) / s->size + weight_of(s, seen);
    return 0;
}

/* The table grows with the position: 2**15 two-slot buckets for a full deal of seven tricks
 * (256 KB: cheap to clear, and enough, as the ordering keeps the search small). Nine tricks
 * (42 for three) search far deeper: there 2**15 buckets thrashed and one whole hand took up
 * to 11 s (bench/hint_time.py), 2**19 take it under 1 s; a table that is never touched costs
 * nothing to clear (calloc). */
static int alloc_table(Solver *s, int tiles, int extra_bits)
{
    int tricks = s->size > 0 ? tiles / s->size : 0;
    int bits = (tricks >= 9 ? 19 : tricks >= 8 ? 17 : tiles >= 24 ? 15 : tiles >= 20 ? 13 : tiles >= 16 ? 12
                : tiles >= 12 ? 11 : 10) + extra_bits;
    size_t n = (size_t)1 << bits;
    s->tt = (Entry *)calloc(n + 1, sizeof(Entry));  /* + 1: a bucket is two slots */
    if (!s->tt) {
        PyErr_NoMemory();
        return -1;
    }
    s->tt_mask = (uint32_t)(n - 1);
    s->tt_shift = 32 - bits;
    return 0;
}

static Problem *new_problem(PyObject *const *args, Py_ssize_t nargs, Py_ssize_t want, int extra_bits)
{
    Problem *pb = (Problem *)malloc(sizeof(Problem));
    if (!pb) {
        PyErr_NoMemory();
        return NULL;
    }
    if (parse_problem(args, nargs, want, pb) < 0 || alloc_table(&pb->s, popcount32(pb->t.in_play), extra_bits) < 0) {
        free(pb);
        return NULL;
    }
    return pb;
}

static long long nodes_searched = 0;

static void free_problem(Problem *pb)  /* with the GIL held */
{
    nodes_searched += pb->s.nodes;
    free(pb->s.tt);
    free(pb);
}

static PyObject *do_solve(PyObject *const *args, Py_ssize_t nargs, int stats)
{
    long target = -1;
    if (nargs == 13 && read_long(args[12], &target) < 0)
        return NULL;
    Problem *pb = new_problem(args, nargs, 13, 0);
    if (!pb)
        return NULL;
    if (target < -1) {
        free_problem(pb);
        PyErr_SetString(PyExc_ValueError, "target must be -1 (the exact value) or a number of points");
        return NULL;
    }
    int result;
    Py_BEGIN_ALLOW_THREADS
    if (target < 0)
        result = exact_value(&pb->s, &pb->t, 0, pb->total);
    else if (target == 0)
        result = 1;
    else if (target > pb->total)
        result = 0;
    else
        result = test(&pb->s, &pb->t, (int)target) >= target;
    Py_END_ALLOW_THREADS
    long long nodes = pb->s.nodes;
    free_problem(pb);
    if (stats)
        return Py_BuildValue("(iL)", result, nodes);
    return PyLong_FromLong(result);
}

static PyObject *py_solve(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    return do_solve(args, nargs, 0);
}

static PyObject *py_solve_stats(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    return do_solve(args, nargs, 1);
}

/* Exact values of each legal play of the seat to act (interchangeable tiles
 * share their value), all with one table. Returns the number of plays. */
static int all_move_values(Problem *pb, int *moves, int *values)
{
    Solver *s = &pb->s;
    Trick *t = &pb->t;
    int k = t->n;
    int seat = k ? s->next_seat[t->seat[k - 1]] : t->leader;
    uint32_t hand = s->hand[seat];
    uint32_t mask = legal(s, hand, k ? s->lead_suit[t->tile[0]] : -1);
    Trick root = *t;
    int n = 0, guess = 0, maximizing = s->max_seats >> seat & 1;
    while (mask) {
        int m = CTZ(mask), v = -1;
        mask &= mask - 1;
        for (int i = 0; i < n && v < 0; i++) {
            if ((s->same_kind[m] >> moves[i] & 1) && equivalent(s, moves[i], m, root.in_play & ~hand))
                v = values[i];
        }
        if (v < 0) {
            *t = root;
            s->hand[seat] = hand & ~(1u << m);
            add_tile(s, t, seat, m);
            if (t->n < s->size) {
                v = n ? exact_value_near(s, t, 0, pb->total, guess) : exact_value(s, t, 0, pb->total);
            } else {
                int gained = (s->scorers >> t->best_seat & 1) ? 1 + t->pts : 0;
                int after = pb->total - 1 - t->pts;
                Trick next;
                new_trick(&next, t->best_seat, root.in_play & ~(1u << m), -1);
                for (int i = 0; i < k; i++)
                    next.in_play &= ~(1u << root.tile[i]);
                v = gained + (n ? exact_value_near(s, &next, 0, after, guess - gained) : exact_value(s, &next, 0, after));
            }
            s->hand[seat] = hand;
        }
        moves[n] = m;
        values[n] = v;
        if (!n || (maximizing ? v > guess : v < guess))
            guess = v;
        n++;
    }
    *t = root;
    return n;
}

static PyObject *py_move_values(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    Problem *pb = new_problem(args, nargs, 12, 1);  /* one table for all the plays */
    if (!pb)
        return NULL;
    int moves[N_TILES], values[N_TILES], n;
    Py_BEGIN_ALLOW_THREADS
    n = all_move_values(pb, moves, values);
    Py_END_ALLOW_THREADS
    free_problem(pb);
    PyObject *out = PyDict_New();
    for (int i = 0; out && i < n; i++) {
        PyObject *key = PyLong_FromLong(moves[i]);
        PyObject *val = PyLong_FromLong(values[i]);
        if (!key || !val || PyDict_SetItem(out, key, val) < 0)
            Py_CLEAR(out);
        Py_XDECREF(key);
        Py_XDECREF(val);
    }
    return out;
}

static PyObject *py_nodes_searched(PyObject *self, PyObject *unused)
{
    (void)self;
    (void)unused;
    return PyLong_FromLongLong(nodes_searched);
}

static PyMethodDef methods[] = {
    {"solve", (PyCFunction)(void (*)(void))py_solve, METH_FASTCALL,
     "solve(hands, next_seat, trick_size, leader, trick, lead_suit, members, power, sevens_masks, weight,"
     " max_seats, scorers, target)\n--\n\nThe exact value (target -1), or 1/0: does the max side reach target?"},
    {"move_values", (PyCFunction)(void (*)(void))py_move_values, METH_FASTCALL,
     "move_values(hands, next_seat, trick_size, leader, trick, lead_suit, members, power, sevens_masks,"
     " weight, max_seats, scorers)\n--\n\n{tile: exact value} for each legal play of the seat to act."},
    {"solve_stats", (PyCFunction)(void (*)(void))py_solve_stats, METH_FASTCALL,
     "solve_stats(...as solve...)\n--\n\n(result, nodes searched), for benchmarks."},
    {"nodes_searched", py_nodes_searched, METH_NOARGS,
     "nodes_searched()\n--\n\nNodes searched by every call of this process so far, for benchmarks."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_solver", "Native core of the Texas 42 perfect-information solver.", 0, methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__solver(void)
{
    return PyModule_Create(&module);
}

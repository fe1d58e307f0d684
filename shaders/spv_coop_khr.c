/* spv_coop_khr: rewrites a SPIR-V module written for SPV_NV_cooperative_matrix into one for
   SPV_KHR_cooperative_matrix (the cross-vendor extension). amalgamate.sh builds it with cc and runs it
   on the tensor-core kernels after glslang: glslang 12 has no GL_KHR_cooperative_matrix.
     spv_coop_khr IN.spv OUT.spv    (exit 1 with a message on anything it does not understand)
   The rewrite:
   - capability CooperativeMatrixNV -> CooperativeMatrixKHR, the extension string likewise;
   - OpTypeCooperativeMatrixNV (component, scope, rows, cols) -> OpTypeCooperativeMatrixKHR (..., use):
     KHR types carry their role in a product (MatrixA, MatrixB, accumulator) and NV ones do not, so
     each value's role is traced from the OpCooperativeMatrixMulAddNV operands through loads, stores,
     access chains, composites, copies, phis and arithmetic (union-find); a type in several roles is
     split, and so are the array and pointer types over it;
   - OpCooperativeMatrixLoadNV/StoreNV (stride, column-major bool) -> LoadKHR/StoreKHR (layout id,
     stride), MulAddNV -> MulAddKHR, LengthNV -> LengthKHR; a length glslang made a specialization
     constant (OpSpecConstantOp), and the constant arithmetic on it, become instructions at the top of
     the entry function (NVIDIA's driver crashed on the spec-constant form).
   The result is checked (vki__spvk_check): no NV instruction left, every MulAdd's A, B, C have uses
   A, B, accumulator, every id below the bound. Tests include this file with SPV_COOP_KHR_NO_MAIN. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>

enum {
    VKI__SPVK_OP_UNDEF = 1, VKI__SPVK_OP_SOURCE_EXT = 4, VKI__SPVK_OP_NAME = 5, VKI__SPVK_OP_MEMBER_NAME = 6,
    VKI__SPVK_OP_EXTENSION = 10, VKI__SPVK_OP_EXT_INST = 12, VKI__SPVK_OP_ENTRY_POINT = 15,
    VKI__SPVK_OP_EXEC_MODE = 16, VKI__SPVK_OP_CAPABILITY = 17, VKI__SPVK_OP_TYPE_BOOL = 20,
    VKI__SPVK_OP_TYPE_INT = 21, VKI__SPVK_OP_TYPE_FLOAT = 22, VKI__SPVK_OP_TYPE_ARRAY = 28,
    VKI__SPVK_OP_TYPE_RTARRAY = 29, VKI__SPVK_OP_TYPE_STRUCT = 30, VKI__SPVK_OP_TYPE_POINTER = 32,
    VKI__SPVK_OP_TYPE_FUNCTION = 33, VKI__SPVK_OP_CONSTANT_TRUE = 41, VKI__SPVK_OP_CONSTANT_FALSE = 42,
    VKI__SPVK_OP_CONSTANT = 43, VKI__SPVK_OP_CONSTANT_COMPOSITE = 44, VKI__SPVK_OP_CONSTANT_NULL = 46,
    VKI__SPVK_OP_SPEC_CONSTANT = 50, VKI__SPVK_OP_SPEC_CONSTANT_COMPOSITE = 51, VKI__SPVK_OP_SPEC_CONSTANT_OP = 52,
    VKI__SPVK_OP_VARIABLE = 59, VKI__SPVK_OP_LOAD = 61, VKI__SPVK_OP_STORE = 62, VKI__SPVK_OP_ACCESS_CHAIN = 65,
    VKI__SPVK_OP_INBOUNDS_ACCESS_CHAIN = 66, VKI__SPVK_OP_PTR_ACCESS_CHAIN = 67, VKI__SPVK_OP_DECORATE = 71,
    VKI__SPVK_OP_MEMBER_DECORATE = 72, VKI__SPVK_OP_VECTOR_SHUFFLE = 79, VKI__SPVK_OP_COMPOSITE_CONSTRUCT = 80,
    VKI__SPVK_OP_COMPOSITE_EXTRACT = 81, VKI__SPVK_OP_COMPOSITE_INSERT = 82, VKI__SPVK_OP_COPY_OBJECT = 83,
    VKI__SPVK_OP_SELECT = 169, VKI__SPVK_OP_PHI = 245, VKI__SPVK_OP_LOOP_MERGE = 246,
    VKI__SPVK_OP_SELECTION_MERGE = 247, VKI__SPVK_OP_SWITCH = 251, VKI__SPVK_OP_LINE = 8,
    VKI__SPVK_OP_MODULE_PROCESSED = 330, VKI__SPVK_OP_STRING = 7, VKI__SPVK_OP_SOURCE = 3,
    VKI__SPVK_OP_EXEC_MODE_ID = 331, VKI__SPVK_OP_DECORATE_ID = 332,
    VKI__SPVK_OP_TYPE_COOP_KHR = 4456, VKI__SPVK_OP_LOAD_KHR = 4457, VKI__SPVK_OP_STORE_KHR = 4458,
    VKI__SPVK_OP_MULADD_KHR = 4459, VKI__SPVK_OP_LENGTH_KHR = 4460,
    VKI__SPVK_OP_TYPE_COOP_NV = 5358, VKI__SPVK_OP_LOAD_NV = 5359, VKI__SPVK_OP_STORE_NV = 5360,
    VKI__SPVK_OP_MULADD_NV = 5361, VKI__SPVK_OP_LENGTH_NV = 5362,
    VKI__SPVK_CAP_COOP_NV = 5357, VKI__SPVK_CAP_COOP_KHR = 6022
};
enum { VKI__SPVK_USE_A = 0, VKI__SPVK_USE_B = 1, VKI__SPVK_USE_ACC = 2, VKI__SPVK_NUSE = 3 };

typedef struct vki__spvk {
    const uint32_t *w;
    size_t n;
    uint32_t bound;
    uint32_t *def;    /* word offset of the instruction defining each id (0: none) */
    uint32_t *type;   /* result type of each id (0: none) */
    uint32_t *base;   /* for a type: the cooperative-matrix type it holds (0: none) */
    uint32_t *parent; /* union-find over values of cooperative-matrix types */
    int *role;        /* per union root: VKI__SPVK_USE_*, -1 unknown */
    unsigned *roles;  /* per NV matrix type: bit mask of the roles its values take */
    uint32_t *split[VKI__SPVK_NUSE]; /* per type and role other than the type's own: the new id */
    char *err;
    size_t errsz;
} vki__spvk;

#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 2, 3)))
#endif
static int vki__spvk_fail(vki__spvk *s, const char *fmt, ...);
static int vki__spvk_fail(vki__spvk *s, const char *fmt, ...) {
    va_list ap;
    if (s->err && s->errsz) {
        va_start(ap, fmt);
        vsnprintf(s->err, s->errsz, fmt, ap);
        va_end(ap);
    }
    return 1;
}

static const char *vki__spvk_str(const uint32_t *w, uint32_t wc, uint32_t at) {
    /* a literal string operand at word `at`: NUL inside the instruction or NULL */
    uint32_t i;
    const char *c = (const char *)(w + at);
    if (at >= wc) return NULL;
    for (i = 0; i < (wc - at) * 4; i++)
        if (c[i] == 0) return c;
    return NULL;
}

/* Instructions with no result id, and those with a result id but no result type (types, labels). */
static int vki__spvk_no_result(uint32_t op) {
    static const uint16_t ops[] = {0, 2, 3, 4, 5, 6, 8, 10, 14, 15, 16, 17, 39, 56, 62, 63, 64, 71, 72, 74, 75, 99,
                                   218, 219, 220, 221, 224, 225, 228, 246, 247, 249, 250, 251, 252, 253, 254, 255,
                                   256, 257, 317, 330, 331, 332, 4416, 4458, 5360, 5364, 5365, 5380, 5632, 5633};
    size_t i;
    for (i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (ops[i] == op) return 1;
    return 0;
}
static int vki__spvk_no_type(uint32_t op) {
    return op == 7 || op == 11 || (op >= 19 && op <= 38) || op == 248 || op == 73 || op == 322 || op == 327 ||
           op == 4456 || op == 4472 || op == 5341 || op == 5358;
}

static uint32_t vki__spvk_find(vki__spvk *s, uint32_t x) {
    while (s->parent[x] != x) x = s->parent[x] = s->parent[s->parent[x]];
    return x;
}
static void vki__spvk_union(vki__spvk *s, uint32_t a, uint32_t b) {
    a = vki__spvk_find(s, a);
    b = vki__spvk_find(s, b);
    if (a != b) s->parent[a > b ? a : b] = a > b ? b : a; /* the smaller id is the root: deterministic */
}
/* a value of a cooperative-matrix type (or array or pointer over one) */
static int vki__spvk_node(const vki__spvk *s, uint32_t id) {
    return id && id < s->bound && s->type[id] && s->base[s->type[id]];
}
static int vki__spvk_is_type(const vki__spvk *s, uint32_t id) { return id && id < s->bound && s->base[id] != 0; }

static int vki__spvk_link(vki__spvk *s, uint32_t a, uint32_t b) {
    if (vki__spvk_node(s, a) && vki__spvk_node(s, b)) vki__spvk_union(s, a, b);
    return 0;
}
static int vki__spvk_fix(vki__spvk *s, uint32_t id, int role, const char *what) {
    uint32_t r;
    if (!vki__spvk_node(s, id) || s->base[s->type[id]] != s->type[id])
        return vki__spvk_fail(s, "%s %%%u is not a cooperative matrix", what, id);
    r = vki__spvk_find(s, id);
    if (s->role[r] >= 0 && s->role[r] != role)
        return vki__spvk_fail(s, "%%%u is used as two different matrix operands (uses %d and %d)", id, s->role[r],
                              role);
    s->role[r] = role;
    return 0;
}

/* pass 1: ids, types and the cooperative-matrix types each type holds */
static int vki__spvk_scan(vki__spvk *s) {
    size_t i = 5;
    while (i < s->n) {
        uint32_t wc = s->w[i] >> 16, op = s->w[i] & 0xffffu, rt = 0, res = 0;
        if (wc == 0 || i + wc > s->n) return vki__spvk_fail(s, "bad instruction length at word %lu", (unsigned long)i);
        if (!vki__spvk_no_result(op)) {
            if (vki__spvk_no_type(op)) {
                if (wc < 2) return vki__spvk_fail(s, "opcode %u at word %lu: too short", op, (unsigned long)i);
                res = s->w[i + 1];
            } else {
                if (wc < 3) return vki__spvk_fail(s, "opcode %u at word %lu: too short", op, (unsigned long)i);
                rt = s->w[i + 1];
                res = s->w[i + 2];
            }
            if (res == 0 || res >= s->bound)
                return vki__spvk_fail(s, "id %u at word %lu: out of bound", res, (unsigned long)i);
            if (s->def[res]) return vki__spvk_fail(s, "id %u defined twice (opcode %u)", res, op);
            if (rt >= s->bound) return vki__spvk_fail(s, "type id %u at word %lu: out of bound", rt, (unsigned long)i);
            s->def[res] = (uint32_t)i;
            s->type[res] = rt;
        }
        if (op == VKI__SPVK_OP_TYPE_COOP_KHR || op == VKI__SPVK_OP_LOAD_KHR || op == VKI__SPVK_OP_STORE_KHR ||
            op == VKI__SPVK_OP_MULADD_KHR || op == VKI__SPVK_OP_LENGTH_KHR)
            return vki__spvk_fail(s, "the module already uses SPV_KHR_cooperative_matrix (opcode %u)", op);
        if (op == VKI__SPVK_OP_TYPE_COOP_NV) {
            if (wc != 6 || s->w[i + 2] >= s->bound || !s->def[s->w[i + 2]])
                return vki__spvk_fail(s, "OpTypeCooperativeMatrixNV %%%u: unexpected form", res);
            s->base[res] = res;
        } else if ((op == VKI__SPVK_OP_TYPE_ARRAY || op == VKI__SPVK_OP_TYPE_RTARRAY) && wc >= 3) {
            if (s->w[i + 2] < s->bound) s->base[res] = s->base[s->w[i + 2]];
        } else if (op == VKI__SPVK_OP_TYPE_POINTER && wc == 4) {
            if (s->w[i + 3] < s->bound) s->base[res] = s->base[s->w[i + 3]];
        } else if (op == VKI__SPVK_OP_TYPE_STRUCT || op == VKI__SPVK_OP_TYPE_FUNCTION) {
            uint32_t k;
            for (k = 2; k < wc; k++)
                if (vki__spvk_is_type(s, s->w[i + k]))
                    return vki__spvk_fail(s, "%s %%%u holds a cooperative matrix: not supported",
                                          op == VKI__SPVK_OP_TYPE_STRUCT ? "struct" : "function type", res);
        }
        i += wc;
    }
    return 0;
}

/* whether an operand word range of an instruction mentions a cooperative-matrix value or type */
static int vki__spvk_mentions(const vki__spvk *s, size_t i, uint32_t from, uint32_t wc) {
    uint32_t k;
    for (k = from; k < wc; k++)
        if (vki__spvk_node(s, s->w[i + k]) || vki__spvk_is_type(s, s->w[i + k])) return 1;
    return 0;
}

/* pass 2: the roles */
static int vki__spvk_roles(vki__spvk *s) {
    size_t i = 5;
    uint32_t k;
    while (i < s->n) {
        const uint32_t *in = s->w + i;
        uint32_t wc = in[0] >> 16, op = in[0] & 0xffffu, res = wc > 2 ? in[2] : 0;
        int node = !vki__spvk_no_result(op) && !vki__spvk_no_type(op) && vki__spvk_node(s, res);
        switch (op) {
        case VKI__SPVK_OP_MULADD_NV:
            if (wc != 6) return vki__spvk_fail(s, "OpCooperativeMatrixMulAddNV with %u words", wc);
            if (vki__spvk_fix(s, in[3], VKI__SPVK_USE_A, "MulAdd operand A") ||
                vki__spvk_fix(s, in[4], VKI__SPVK_USE_B, "MulAdd operand B") ||
                vki__spvk_fix(s, in[5], VKI__SPVK_USE_ACC, "MulAdd operand C") ||
                vki__spvk_fix(s, res, VKI__SPVK_USE_ACC, "MulAdd result"))
                return 1;
            break;
        case VKI__SPVK_OP_LOAD_NV:
            if (wc < 6 || !node) return vki__spvk_fail(s, "OpCooperativeMatrixLoadNV %%%u: unexpected form", res);
            break;
        case VKI__SPVK_OP_STORE_NV:
            if (wc < 5 || !vki__spvk_node(s, in[2]))
                return vki__spvk_fail(s, "OpCooperativeMatrixStoreNV at word %lu: unexpected form", (unsigned long)i);
            break;
        case VKI__SPVK_OP_LENGTH_NV:
            if (wc != 4 || !vki__spvk_is_type(s, in[3]))
                return vki__spvk_fail(s, "OpCooperativeMatrixLengthNV %%%u: unexpected form", res);
            break;
        case VKI__SPVK_OP_SPEC_CONSTANT_OP:
            if (wc >= 4 && in[3] == VKI__SPVK_OP_LENGTH_NV) {
                if (wc != 5 || !vki__spvk_is_type(s, in[4]))
                    return vki__spvk_fail(s, "OpSpecConstantOp CooperativeMatrixLengthNV %%%u: unexpected form", res);
            } else if (node || vki__spvk_mentions(s, i, 4, wc)) {
                return vki__spvk_fail(s, "OpSpecConstantOp %%%u (opcode %u) on a cooperative matrix", res, in[3]);
            }
            break;
        case VKI__SPVK_OP_VARIABLE:
            if (wc >= 5) vki__spvk_link(s, res, in[4]);
            break;
        case VKI__SPVK_OP_LOAD: /* pointer, memory operands (literals, then scope ids: never matrices) */
            if (node && wc >= 4) vki__spvk_link(s, res, in[3]);
            break;
        case VKI__SPVK_OP_STORE:
            if (wc >= 3) vki__spvk_link(s, in[1], in[2]);
            break;
        case VKI__SPVK_OP_ACCESS_CHAIN: case VKI__SPVK_OP_INBOUNDS_ACCESS_CHAIN: case VKI__SPVK_OP_PTR_ACCESS_CHAIN:
            /* to a matrix (or an array of them): the same role; to an element: none */
            if (vki__spvk_mentions(s, i, 4, wc))
                return vki__spvk_fail(s, "access chain %%%u indexes with a cooperative matrix", res);
            if (node) vki__spvk_link(s, res, in[3]);
            break;
        case VKI__SPVK_OP_COMPOSITE_EXTRACT:
            if (node) vki__spvk_link(s, res, in[3]);
            break;
        case VKI__SPVK_OP_COMPOSITE_INSERT: /* object, composite, literal indices */
            if (wc < 5) return vki__spvk_fail(s, "OpCompositeInsert %%%u: too short", res);
            if (node) {
                vki__spvk_link(s, res, in[4]);
                vki__spvk_link(s, res, in[3]);
            } else if (vki__spvk_node(s, in[3]) || vki__spvk_node(s, in[4])) {
                return vki__spvk_fail(s, "OpCompositeInsert %%%u: a matrix into a non-matrix", res);
            }
            break;
        case VKI__SPVK_OP_COMPOSITE_CONSTRUCT: case VKI__SPVK_OP_CONSTANT_COMPOSITE:
        case VKI__SPVK_OP_SPEC_CONSTANT_COMPOSITE: case VKI__SPVK_OP_COPY_OBJECT: case 400 /* OpCopyLogical */:
        /* arithmetic and conversions keep the use (KHR converts only within one use) */
        case 109: case 110: case 111: case 112: case 113: case 114: case 115: case 124: case 126: case 127:
        case 128: case 129: case 130: case 131: case 132: case 133: case 134: case 135: case 136:
        case 143: /* OpMatrixTimesScalar */
            if (node) {
                for (k = 3; k < wc; k++) vki__spvk_link(s, res, in[k]);
            } else if (vki__spvk_mentions(s, i, 3, wc)) {
                return vki__spvk_fail(s, "opcode %u %%%u: a non-matrix made from a matrix", op, res);
            }
            break;
        case VKI__SPVK_OP_SELECT:
            if (wc != 6) return vki__spvk_fail(s, "OpSelect %%%u: %u words", res, wc);
            if (vki__spvk_node(s, in[3])) return vki__spvk_fail(s, "OpSelect %%%u: a matrix condition", res);
            if (node) {
                vki__spvk_link(s, res, in[4]);
                vki__spvk_link(s, res, in[5]);
            }
            break;
        case VKI__SPVK_OP_PHI:
            if (node)
                for (k = 3; k + 1 < wc; k += 2) vki__spvk_link(s, res, in[k]);
            break;
        case VKI__SPVK_OP_UNDEF: case VKI__SPVK_OP_CONSTANT_NULL:
            break;
        case VKI__SPVK_OP_NAME: case VKI__SPVK_OP_MEMBER_NAME: case VKI__SPVK_OP_STRING: case VKI__SPVK_OP_LINE:
        case VKI__SPVK_OP_SOURCE: case VKI__SPVK_OP_SOURCE_EXT: case VKI__SPVK_OP_EXTENSION:
        case VKI__SPVK_OP_MODULE_PROCESSED: case VKI__SPVK_OP_CAPABILITY: case 14 /* OpMemoryModel */:
        case VKI__SPVK_OP_ENTRY_POINT: case VKI__SPVK_OP_EXEC_MODE: case VKI__SPVK_OP_EXEC_MODE_ID:
        case 11 /* OpExtInstImport */: case VKI__SPVK_OP_LOOP_MERGE: case VKI__SPVK_OP_SELECTION_MERGE:
        case VKI__SPVK_OP_SWITCH: case VKI__SPVK_OP_CONSTANT: case VKI__SPVK_OP_SPEC_CONSTANT:
        case VKI__SPVK_OP_TYPE_COOP_NV: case VKI__SPVK_OP_TYPE_ARRAY: case VKI__SPVK_OP_TYPE_RTARRAY:
        case VKI__SPVK_OP_TYPE_POINTER: case VKI__SPVK_OP_TYPE_INT: case VKI__SPVK_OP_TYPE_FLOAT:
        case 2 /* OpSourceContinued */: case 317 /* OpNoLine */:
            break; /* no operand that can be a matrix value (literals, or types checked in pass 1) */
        case VKI__SPVK_OP_DECORATE: case VKI__SPVK_OP_MEMBER_DECORATE: case VKI__SPVK_OP_DECORATE_ID:
            if (wc >= 2 && (vki__spvk_node(s, in[1]) || vki__spvk_is_type(s, in[1])))
                return vki__spvk_fail(s, "decoration on cooperative-matrix id %%%u: not supported", in[1]);
            break;
        case VKI__SPVK_OP_EXT_INST:
            if (node || vki__spvk_mentions(s, i, 5, wc))
                return vki__spvk_fail(s, "extended instruction %%%u on a cooperative matrix", res);
            break;
        case VKI__SPVK_OP_VECTOR_SHUFFLE:
            if (node || vki__spvk_mentions(s, i, 3, 5))
                return vki__spvk_fail(s, "vector shuffle %%%u on a cooperative matrix", res);
            break;
        default:
            if (node) return vki__spvk_fail(s, "opcode %u makes cooperative matrix %%%u: not supported", op, res);
            if (vki__spvk_mentions(s, i, vki__spvk_no_result(op) ? 1 : vki__spvk_no_type(op) ? 2 : 3, wc))
                return vki__spvk_fail(s, "opcode %u (at word %lu) takes a cooperative matrix: not supported", op,
                                      (unsigned long)i);
        }
        i += wc;
    }
    return 0;
}

/* the role of a value (its union's), once every union is known */
static int vki__spvk_role_of(vki__spvk *s, uint32_t id) { return s->role[vki__spvk_find(s, id)]; }
/* the role a type keeps its own id for: the lowest its values take */
static int vki__spvk_own(const vki__spvk *s, uint32_t t) {
    unsigned m = s->roles[s->base[t]];
    return m & 1u ? 0 : m & 2u ? 1 : 2;
}
/* the id of type t (holding a matrix) in role r: its own or a split one, allocated on first need */
static uint32_t vki__spvk_map(vki__spvk *s, uint32_t t, int r, uint32_t *bound) {
    if (r == vki__spvk_own(s, t)) return t;
    if (!s->split[r][t]) {
        uint32_t op = s->w[s->def[t]] & 0xffffu;
        if (op == VKI__SPVK_OP_TYPE_ARRAY || op == VKI__SPVK_OP_TYPE_RTARRAY)
            vki__spvk_map(s, s->w[s->def[t] + 2], r, bound);
        else if (op == VKI__SPVK_OP_TYPE_POINTER)
            vki__spvk_map(s, s->w[s->def[t] + 3], r, bound);
        s->split[r][t] = (*bound)++;
    }
    return s->split[r][t];
}

typedef struct vki__spvk_out {
    uint32_t *w;
    size_t n, cap;
    int oom;
} vki__spvk_out;
static void vki__spvk_put(vki__spvk_out *o, uint32_t x) {
    if (o->oom) return;
    if (o->n == o->cap) {
        size_t cap = o->cap ? o->cap * 2 : 4096;
        uint32_t *p = (uint32_t *)realloc(o->w, cap * sizeof *p);
        if (!p) {
            o->oom = 1;
            return;
        }
        o->w = p;
        o->cap = cap;
    }
    o->w[o->n++] = x;
}
static void vki__spvk_put_str(vki__spvk_out *o, uint32_t op, const char *str) {
    size_t len = strlen(str), nw = len / 4 + 1, k;
    vki__spvk_put(o, (uint32_t)((1 + nw) << 16) | op);
    for (k = 0; k < nw; k++) {
        uint32_t x = 0;
        size_t b;
        for (b = 0; b < 4; b++)
            if (k * 4 + b < len) x |= (uint32_t)(unsigned char)str[k * 4 + b] << (8 * b);
        vki__spvk_put(o, x);
    }
}
/* a type definition again, in role r (split[r]): its operands mapped into r */
static void vki__spvk_put_split(vki__spvk *s, vki__spvk_out *o, size_t i, int r, const uint32_t *use) {
    const uint32_t *in = s->w + i;
    uint32_t op = in[0] & 0xffffu, wc = in[0] >> 16, id = in[1], nid = s->split[r][id], k;
    uint32_t dummy = 0;
    if (op == VKI__SPVK_OP_TYPE_COOP_NV) {
        vki__spvk_put(o, (7u << 16) | VKI__SPVK_OP_TYPE_COOP_KHR);
        vki__spvk_put(o, nid);
        for (k = 2; k < 6; k++) vki__spvk_put(o, in[k]);
        vki__spvk_put(o, use[r]);
        return;
    }
    vki__spvk_put(o, in[0]);
    vki__spvk_put(o, nid);
    for (k = 2; k < wc; k++) {
        uint32_t x = in[k];
        if ((op == VKI__SPVK_OP_TYPE_POINTER && k == 3) || (op != VKI__SPVK_OP_TYPE_POINTER && k == 2))
            x = vki__spvk_map(s, x, r, &dummy); /* already allocated: dummy stays 0 */
        vki__spvk_put(o, x);
    }
}

/* The lengths of matrix types that the NV module computes as specialization constants (OpSpecConstantOp
   CooperativeMatrixLengthNV) and the spec-constant arithmetic on them: marked in hoist[] to become ordinary
   instructions at the top of the entry function. NVIDIA's 580 driver crashed compiling OpSpecConstantOp
   CooperativeMatrixLengthKHR (attn_coop on the H100); the same value computed in the function compiles. */
static int vki__spvk_mark_hoist(vki__spvk *s, unsigned char *hoist, int *any) {
    size_t i = 5;
    int functions = 0;
    *any = 0;
    while (i < s->n) {
        const uint32_t *in = s->w + i;
        uint32_t wc = in[0] >> 16, op = in[0] & 0xffffu, k, refs = 0;
        if (op == 54 /* OpFunction */) functions++;
        if (functions == 0 && wc >= 3) {
            for (k = op == VKI__SPVK_OP_SPEC_CONSTANT_OP ? 4u : 3u; k < wc; k++)
                if (in[k] < s->bound && hoist[in[k]]) refs = 1;
            if (op == VKI__SPVK_OP_SPEC_CONSTANT_OP && wc >= 4 && (in[3] == VKI__SPVK_OP_LENGTH_NV || refs)) {
                hoist[in[2]] = 1;
                *any = 1;
            } else if (refs && (op == VKI__SPVK_OP_TYPE_ARRAY || op == VKI__SPVK_OP_SPEC_CONSTANT_COMPOSITE ||
                                op == VKI__SPVK_OP_CONSTANT_COMPOSITE)) {
                return vki__spvk_fail(s, "%%%u: a type or constant made from a cooperative matrix's length", in[1]);
            }
        }
        i += wc;
    }
    if (*any && functions != 1)
        return vki__spvk_fail(s, "a cooperative matrix's length as a constant in a module of %d functions", functions);
    return 0;
}
/* the hoisted instructions, in their order: LengthKHR, the arithmetic as ordinary instructions */
static void vki__spvk_put_hoisted(vki__spvk *s, vki__spvk_out *o, const unsigned char *hoist) {
    size_t i = 5;
    while (i < s->n) {
        const uint32_t *in = s->w + i;
        uint32_t wc = in[0] >> 16, op = in[0] & 0xffffu, k;
        if (op == 54 /* OpFunction */) break;
        if (op == VKI__SPVK_OP_SPEC_CONSTANT_OP && wc >= 5 && hoist[in[2]]) {
            vki__spvk_put(o, ((wc - 1u) << 16) |
                                 (in[3] == VKI__SPVK_OP_LENGTH_NV ? (uint32_t)VKI__SPVK_OP_LENGTH_KHR : in[3]));
            vki__spvk_put(o, in[1]);
            vki__spvk_put(o, in[2]);
            for (k = 4; k < wc; k++) vki__spvk_put(o, in[k]);
        }
        i += wc;
    }
}

/* pass 3: the new module */
static int vki__spvk_emit_with(vki__spvk *s, vki__spvk_out *o, const uint32_t *use, uint32_t *bound,
                               const unsigned char *hoist, int hoisting) {
    uint32_t int32 = 0;
    size_t i = 5;
    int r, consts = 0, entry = 0; /* entry: 1 in the entry block's variables, 2 after */
    for (i = 0; i < 5; i++) vki__spvk_put(o, s->w[i]);
    i = 5;
    while (i < s->n) {
        const uint32_t *in = s->w + i;
        uint32_t wc = in[0] >> 16, op = in[0] & 0xffffu, k;
        int node = wc > 2 && !vki__spvk_no_result(op) && !vki__spvk_no_type(op) && vki__spvk_node(s, in[2]);
        uint32_t rt = node ? vki__spvk_map(s, in[1], vki__spvk_role_of(s, in[2]), bound) : 0;
        if (hoisting && op == VKI__SPVK_OP_SPEC_CONSTANT_OP && wc >= 4 && hoist[in[2]]) {
            i += wc; /* written in the entry block */
            continue;
        }
        if (hoisting && entry == 0 && op == 248 /* OpLabel */) {
            entry = 1;
        } else if (hoisting && entry == 1 && op != VKI__SPVK_OP_VARIABLE && op != VKI__SPVK_OP_LINE &&
                   op != 317 /* OpNoLine */) {
            vki__spvk_put_hoisted(s, o, hoist);
            entry = 2;
        }
        if (op == VKI__SPVK_OP_TYPE_INT && wc == 4 && in[2] == 32 && !int32) int32 = in[1];
        if (op == VKI__SPVK_OP_TYPE_COOP_NV && !consts) {
            if (!int32) return vki__spvk_fail(s, "no 32-bit integer type before the first cooperative-matrix type");
            for (r = 0; r < VKI__SPVK_NUSE; r++) {
                vki__spvk_put(o, (4u << 16) | VKI__SPVK_OP_CONSTANT);
                vki__spvk_put(o, int32);
                vki__spvk_put(o, use[r]);
                vki__spvk_put(o, (uint32_t)r);
            }
            consts = 1;
        }
        if (op == VKI__SPVK_OP_CAPABILITY && wc == 2 && in[1] == VKI__SPVK_CAP_COOP_NV) {
            vki__spvk_put(o, in[0]);
            vki__spvk_put(o, VKI__SPVK_CAP_COOP_KHR);
        } else if ((op == VKI__SPVK_OP_EXTENSION || op == VKI__SPVK_OP_SOURCE_EXT) &&
                   vki__spvk_str(in, wc, 1) && strstr(vki__spvk_str(in, wc, 1), "_NV_cooperative_matrix")) {
            const char *str = vki__spvk_str(in, wc, 1);
            char buf[128];
            size_t pre = (size_t)(strstr(str, "_NV_cooperative_matrix") - str);
            if (strlen(str) + 2 >= sizeof buf) return vki__spvk_fail(s, "extension name too long");
            memcpy(buf, str, pre);
            snprintf(buf + pre, sizeof buf - pre, "_KHR%s", str + pre + 3);
            vki__spvk_put_str(o, op, buf);
        } else if (op == VKI__SPVK_OP_TYPE_COOP_NV) {
            vki__spvk_put(o, (7u << 16) | VKI__SPVK_OP_TYPE_COOP_KHR);
            for (k = 1; k < 6; k++) vki__spvk_put(o, in[k]);
            vki__spvk_put(o, use[vki__spvk_own(s, in[1])]);
        } else if (op == VKI__SPVK_OP_LOAD_NV || op == VKI__SPVK_OP_STORE_NV) {
            /* NV: [type result] pointer (object) stride column-major; KHR: ... layout stride */
            uint32_t at = op == VKI__SPVK_OP_LOAD_NV ? 4 : 3, cm = in[at + 1];
            uint32_t cmop = cm < s->bound && s->def[cm] ? s->w[s->def[cm]] & 0xffffu : 0;
            if (cmop != VKI__SPVK_OP_CONSTANT_TRUE && cmop != VKI__SPVK_OP_CONSTANT_FALSE)
                return vki__spvk_fail(s, "cooperative-matrix load/store at word %lu: column-major %%%u is not a "
                                         "constant bool", (unsigned long)i, cm);
            vki__spvk_put(o, (wc << 16) |
                                 (op == VKI__SPVK_OP_LOAD_NV ? VKI__SPVK_OP_LOAD_KHR : VKI__SPVK_OP_STORE_KHR));
            for (k = 1; k < at; k++) vki__spvk_put(o, k == 1 && node ? rt : in[k]);
            vki__spvk_put(o, use[cmop == VKI__SPVK_OP_CONSTANT_TRUE ? 1 : 0]);
            vki__spvk_put(o, in[at]);
            for (k = at + 2; k < wc; k++) vki__spvk_put(o, in[k]);
        } else if (op == VKI__SPVK_OP_MULADD_NV) {
            /* integer components: KHR says their signedness with operands; NV took it from the types */
            uint32_t mask = 0, ids[4], m;
            ids[0] = in[3]; ids[1] = in[4]; ids[2] = in[5]; ids[3] = in[2];
            for (m = 0; m < 4; m++) {
                uint32_t ct = s->w[s->def[s->type[ids[m]]] + 2], cd = s->def[ct];
                if ((s->w[cd] & 0xffffu) == VKI__SPVK_OP_TYPE_INT && s->w[cd + 3]) mask |= 1u << m;
            }
            vki__spvk_put(o, ((mask ? 7u : 6u) << 16) | VKI__SPVK_OP_MULADD_KHR);
            vki__spvk_put(o, rt);
            for (k = 2; k < 6; k++) vki__spvk_put(o, in[k]);
            if (mask) vki__spvk_put(o, mask);
        } else if (op == VKI__SPVK_OP_LENGTH_NV ||
                   (op == VKI__SPVK_OP_SPEC_CONSTANT_OP && in[3] == VKI__SPVK_OP_LENGTH_NV)) {
            uint32_t ty = in[wc - 1], mk = s->roles[s->base[ty]];
            if (mk != 1u && mk != 2u && mk != 4u)
                return vki__spvk_fail(s, "length of %%%u: its type takes %s uses", ty, mk ? "several" : "no");
            /* the type keeps its id for its one use */
            vki__spvk_put(o, op == VKI__SPVK_OP_LENGTH_NV ? (wc << 16) | VKI__SPVK_OP_LENGTH_KHR : in[0]);
            for (k = 1; k < wc; k++) vki__spvk_put(o, op == VKI__SPVK_OP_SPEC_CONSTANT_OP && k == 3 ?
                                                         (uint32_t)VKI__SPVK_OP_LENGTH_KHR : in[k]);
        } else {
            vki__spvk_put(o, in[0]);
            for (k = 1; k < wc; k++) vki__spvk_put(o, k == 1 && node ? rt : in[k]);
        }
        /* a type split by role: its other roles' definitions follow it */
        if (vki__spvk_no_type(op) && !vki__spvk_no_result(op) && vki__spvk_is_type(s, in[1]))
            for (r = 0; r < VKI__SPVK_NUSE; r++)
                if (s->split[r][in[1]]) vki__spvk_put_split(s, o, i, r, use);
        i += wc;
    }
    return o->oom ? vki__spvk_fail(s, "out of memory") : 0;
}
static int vki__spvk_emit(vki__spvk *s, vki__spvk_out *o, const uint32_t *use, uint32_t *bound) {
    int hoisting = 0, rc;
    unsigned char *hoist = (unsigned char *)calloc(s->bound, 1);
    if (!hoist) return vki__spvk_fail(s, "out of memory");
    rc = vki__spvk_mark_hoist(s, hoist, &hoisting);
    if (!rc) rc = vki__spvk_emit_with(s, o, use, bound, hoist, hoisting);
    free(hoist);
    return rc;
}

/* helpers of vki__spvk_check: the type a pointer type points to (0: not a pointer); whether a type is
   a KHR matrix or an array or pointer over one */
static uint32_t vki__spvk_pointee(const vki__spvk *s, uint32_t t) {
    uint32_t d = t && t < s->bound ? s->def[t] : 0;
    return d && s->w[d] == ((4u << 16) | VKI__SPVK_OP_TYPE_POINTER) && s->w[d + 3] < s->bound ? s->w[d + 3] : 0;
}
static int vki__spvk_khr_type(const vki__spvk *s, uint32_t t) {
    int depth;
    for (depth = 0; depth < 16 && t && t < s->bound && s->def[t]; depth++) {
        uint32_t d = s->def[t], op = s->w[d] & 0xffffu;
        if (op == VKI__SPVK_OP_TYPE_COOP_KHR) return 1;
        if (op == VKI__SPVK_OP_TYPE_ARRAY || op == VKI__SPVK_OP_TYPE_RTARRAY) t = s->w[d + 2];
        else if (op == VKI__SPVK_OP_TYPE_POINTER) t = s->w[d + 3];
        else return 0;
    }
    return 0;
}

/* Checks a KHR module: no NV cooperative-matrix instruction or capability left, each MulAdd's operands of
   uses A, B, accumulator (and its result an accumulator), every result id below the bound. counts (may be
   NULL): the number of distinct KHR matrix types of each use. 0: good. */
static int vki__spvk_check(const uint32_t *w, size_t n, int counts[3], char *err, size_t errsz) {
    vki__spvk s;
    size_t i;
    int rc = 0, c[3] = {0, 0, 0}, muladds = 0;
    memset(&s, 0, sizeof s);
    s.err = err;
    s.errsz = errsz;
    if (n < 5 || w[0] != 0x07230203u) return vki__spvk_fail(&s, "not a SPIR-V module");
    s.w = w;
    s.n = n;
    s.bound = w[3];
    s.def = (uint32_t *)calloc(s.bound + 1, sizeof *s.def);
    s.type = (uint32_t *)calloc(s.bound + 1, sizeof *s.type);
    if (!s.def || !s.type) {
        free(s.def);
        free(s.type);
        return vki__spvk_fail(&s, "out of memory");
    }
    for (i = 5; i < n && !rc;) {
        uint32_t wc = w[i] >> 16, op = w[i] & 0xffffu, res = 0;
        if (wc == 0 || i + wc > n) {
            rc = vki__spvk_fail(&s, "bad instruction length at word %lu", (unsigned long)i);
            break;
        }
        if (op >= VKI__SPVK_OP_TYPE_COOP_NV && op <= VKI__SPVK_OP_LENGTH_NV)
            rc = vki__spvk_fail(&s, "NV cooperative-matrix opcode %u left at word %lu", op, (unsigned long)i);
        else if (op == VKI__SPVK_OP_CAPABILITY && wc == 2 && w[i + 1] == VKI__SPVK_CAP_COOP_NV)
            rc = vki__spvk_fail(&s, "capability CooperativeMatrixNV left");
        else if (op == VKI__SPVK_OP_EXTENSION && vki__spvk_str(w + i, wc, 1) &&
                 strcmp(vki__spvk_str(w + i, wc, 1), "SPV_NV_cooperative_matrix") == 0)
            rc = vki__spvk_fail(&s, "extension SPV_NV_cooperative_matrix left");
        else if (op == VKI__SPVK_OP_SPEC_CONSTANT_OP && wc >= 4 && w[i + 3] == VKI__SPVK_OP_LENGTH_NV)
            rc = vki__spvk_fail(&s, "OpSpecConstantOp CooperativeMatrixLengthNV left");
        else if (op == VKI__SPVK_OP_SPEC_CONSTANT_OP && wc >= 4 && w[i + 3] == VKI__SPVK_OP_LENGTH_KHR)
            rc = vki__spvk_fail(&s, "OpSpecConstantOp CooperativeMatrixLengthKHR (a length must be computed in the "
                                    "function: vki__spvk_mark_hoist)");
        if (!vki__spvk_no_result(op) && wc >= 2) {
            int typed = !vki__spvk_no_type(op);
            res = typed ? (wc >= 3 ? w[i + 2] : 0) : w[i + 1];
            if (res == 0 || res >= s.bound || (typed && w[i + 1] >= s.bound))
                rc = vki__spvk_fail(&s, "id %u at word %lu: not below the bound %u", res, (unsigned long)i, s.bound);
            else if (s.def[res])
                rc = vki__spvk_fail(&s, "id %u defined twice", res);
            else {
                s.def[res] = (uint32_t)i;
                if (typed) s.type[res] = w[i + 1];
            }
        }
        if (!rc && op == VKI__SPVK_OP_TYPE_COOP_KHR) {
            uint32_t u = wc == 7 && w[i + 6] < s.bound ? s.def[w[i + 6]] : 0;
            if (!u || w[u] != ((4u << 16) | VKI__SPVK_OP_CONSTANT) || w[u + 3] > 2)
                rc = vki__spvk_fail(&s, "OpTypeCooperativeMatrixKHR %%%u: use is not a constant 0..2", res);
            else
                c[w[u + 3]]++;
        }
        if (!rc && op == VKI__SPVK_OP_MULADD_KHR) {
            uint32_t k;
            static const uint32_t want[4] = {2, 0, 1, 2}; /* result, A, B, C */
            muladds++;
            for (k = 0; k < 4 && !rc; k++) {
                uint32_t ty = k == 0 ? w[i + 1] : w[i + 2 + k] < s.bound ? s.type[w[i + 2 + k]] : 0;
                uint32_t d = ty < s.bound ? s.def[ty] : 0, u = d && (w[d] & 0xffffu) == VKI__SPVK_OP_TYPE_COOP_KHR
                                                                ? s.def[w[d + 6]] : 0;
                if (!u || w[u + 3] != want[k])
                    rc = vki__spvk_fail(&s, "MulAdd %%%u: operand %u's type %%%u has not use %u", res, k, ty, want[k]);
            }
        }
        i += wc;
    }
    /* the types split by role stay consistent (what spirv-val would check): loads, stores and access
       chains of matrices give and take the types their pointers point to */
    for (i = 5; i < n && !rc; i += w[i] >> 16) {
        uint32_t op = w[i] & 0xffffu, wc = w[i] >> 16, want = 0, got = 0, k;
        if (op == VKI__SPVK_OP_LOAD && wc >= 4) {
            want = vki__spvk_pointee(&s, w[i + 3] < s.bound ? s.type[w[i + 3]] : 0);
            got = w[i + 1];
        } else if (op == VKI__SPVK_OP_STORE && wc >= 3) {
            want = vki__spvk_pointee(&s, w[i + 1] < s.bound ? s.type[w[i + 1]] : 0);
            got = w[i + 2] < s.bound ? s.type[w[i + 2]] : 0;
        } else if ((op == VKI__SPVK_OP_ACCESS_CHAIN || op == VKI__SPVK_OP_INBOUNDS_ACCESS_CHAIN) && wc >= 4) {
            want = vki__spvk_pointee(&s, w[i + 3] < s.bound ? s.type[w[i + 3]] : 0);
            for (k = 4; k < wc && want; k++) { /* arrays and matrices: their element; structs: not matrices */
                uint32_t d = want < s.bound ? s.def[want] : 0, dop = d ? w[d] & 0xffffu : 0;
                want = dop == VKI__SPVK_OP_TYPE_ARRAY || dop == VKI__SPVK_OP_TYPE_RTARRAY ||
                               dop == VKI__SPVK_OP_TYPE_COOP_KHR || dop == 23 /* vector */ || dop == 24 /* matrix */
                           ? w[d + 2]
                           : 0;
            }
            got = vki__spvk_pointee(&s, w[i + 1]);
            if (!want) continue; /* through a struct: never a cooperative matrix here */
        } else {
            continue;
        }
        if ((vki__spvk_khr_type(&s, want) || vki__spvk_khr_type(&s, got)) && want != got)
            rc = vki__spvk_fail(&s, "opcode %u at word %lu: type %%%u where %%%u is expected", op, (unsigned long)i,
                                got, want);
    }
    free(s.def);
    free(s.type);
    if (!rc && counts) memcpy(counts, c, sizeof c);
    (void)muladds;
    return rc;
}

/* Rewrites in[0..n) (an NV module). On success returns 0 with *out (malloc'd, free() it) and *out_n. On
   failure returns nonzero with a message in err. */
static int vki__spvk_rewrite(const uint32_t *in, size_t n, uint32_t **out, size_t *out_n, char *err, size_t errsz) {
    vki__spvk s;
    vki__spvk_out o;
    uint32_t bound, id, use[VKI__SPVK_NUSE];
    int rc = 0, r;
    memset(&s, 0, sizeof s);
    memset(&o, 0, sizeof o);
    *out = NULL;
    *out_n = 0;
    s.err = err;
    s.errsz = errsz;
    if (n < 5 || in[0] != 0x07230203u) return vki__spvk_fail(&s, "not a SPIR-V module (magic)");
    if (in[3] == 0 || in[3] > (1u << 22)) return vki__spvk_fail(&s, "id bound %u out of range", in[3]);
    s.w = in;
    s.n = n;
    s.bound = in[3];
    s.def = (uint32_t *)calloc(s.bound, sizeof *s.def);
    s.type = (uint32_t *)calloc(s.bound, sizeof *s.type);
    s.base = (uint32_t *)calloc(s.bound, sizeof *s.base);
    s.parent = (uint32_t *)calloc(s.bound, sizeof *s.parent);
    s.role = (int *)calloc(s.bound, sizeof *s.role);
    s.roles = (unsigned *)calloc(s.bound, sizeof *s.roles);
    for (r = 0; r < VKI__SPVK_NUSE; r++) s.split[r] = (uint32_t *)calloc(s.bound, sizeof *s.split[r]);
    if (!s.def || !s.type || !s.base || !s.parent || !s.role || !s.roles || !s.split[0] || !s.split[1] ||
        !s.split[2]) {
        rc = vki__spvk_fail(&s, "out of memory");
        goto done;
    }
    for (id = 0; id < s.bound; id++) {
        s.parent[id] = id;
        s.role[id] = -1;
    }
    if ((rc = vki__spvk_scan(&s)) != 0 || (rc = vki__spvk_roles(&s)) != 0) goto done;
    /* every value's role known: per matrix type, the roles its values take */
    for (id = 1; id < s.bound; id++)
        if (vki__spvk_node(&s, id)) {
            int ro = vki__spvk_role_of(&s, id);
            if (ro >= 0) s.roles[s.base[s.type[id]]] |= 1u << ro;
        }
    for (id = 1; id < s.bound; id++)
        if (vki__spvk_node(&s, id) && vki__spvk_role_of(&s, id) < 0) {
            /* no product reaches it (a matrix only loaded and read by element): the role of its type's
               other values, which must then be one */
            unsigned m = s.roles[s.base[s.type[id]]];
            if (m != 1u && m != 2u && m != 4u) {
                rc = vki__spvk_fail(&s, "%%%u: no matrix product decides its use (its type takes %s)", id,
                                    m ? "several" : "none");
                goto done;
            }
            s.role[vki__spvk_find(&s, id)] = m == 1u ? 0 : m == 2u ? 1 : 2;
        }
    for (id = 1; id < s.bound; id++)
        if (s.base[id] == id && !s.roles[id]) {
            rc = vki__spvk_fail(&s, "cooperative-matrix type %%%u: no value of it takes a use", id);
            goto done;
        }
    bound = s.bound;
    for (r = 0; r < VKI__SPVK_NUSE; r++) use[r] = bound++; /* MatrixA/B/Accumulator; Row/ColumnMajor 0/1 */
    /* the split types' ids, before their definitions are written (right after their originals) */
    for (id = 1; id < s.bound; id++)
        if (vki__spvk_node(&s, id)) vki__spvk_map(&s, s.type[id], vki__spvk_role_of(&s, id), &bound);
    if ((rc = vki__spvk_emit(&s, &o, use, &bound)) != 0) goto done;
    o.w[3] = bound;
    if ((rc = vki__spvk_check(o.w, o.n, NULL, err, errsz)) != 0) goto done;
    *out = o.w;
    *out_n = o.n;
    o.w = NULL;
done:
    free(o.w);
    free(s.def);
    free(s.type);
    free(s.base);
    free(s.parent);
    free(s.role);
    free(s.roles);
    for (r = 0; r < VKI__SPVK_NUSE; r++) free(s.split[r]);
    return rc;
}

#ifndef SPV_COOP_KHR_NO_MAIN
int main(int argc, char **argv) {
    FILE *f;
    long len;
    uint32_t *in, *out;
    size_t n, out_n;
    char err[512];
    if (argc != 3) {
        fprintf(stderr, "usage: spv_coop_khr IN.spv OUT.spv\n");
        return 2;
    }
    f = fopen(argv[1], "rb");
    if (!f || fseek(f, 0, SEEK_END) != 0 || (len = ftell(f)) < 20 || len % 4 || fseek(f, 0, SEEK_SET) != 0) {
        fprintf(stderr, "spv_coop_khr: %s: cannot read a SPIR-V module\n", argv[1]);
        if (f) fclose(f);
        return 1;
    }
    n = (size_t)len / 4;
    in = (uint32_t *)malloc((size_t)len);
    if (!in || fread(in, 4, n, f) != n) {
        fprintf(stderr, "spv_coop_khr: %s: read failed\n", argv[1]);
        fclose(f);
        free(in);
        return 1;
    }
    fclose(f);
    if (vki__spvk_rewrite(in, n, &out, &out_n, err, sizeof err) != 0) {
        fprintf(stderr, "spv_coop_khr: %s: %s\n", argv[1], err);
        free(in);
        return 1;
    }
    free(in);
    f = fopen(argv[2], "wb");
    if (!f || fwrite(out, 4, out_n, f) != out_n || fclose(f) != 0) {
        fprintf(stderr, "spv_coop_khr: %s: write failed\n", argv[2]);
        free(out);
        return 1;
    }
    free(out);
    return 0;
}
#endif

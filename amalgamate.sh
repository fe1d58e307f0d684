#!/usr/bin/env bash
# Compiles shaders/*.comp with glslangValidator into gen/ (SPIR-V as C arrays plus a
# manifest with source hashes, compiler version and flags; each module checked with
# spirv-val where it is installed, as CI installs it) and embeds them into
# vkinfer.h between the "@@BEGIN GENERATED SPIRV" and "@@END GENERATED SPIRV" markers.
# From the same shaders (preprocessed, includes resolved) it writes each kernel's C
# interface between "@@BEGIN GENERATED INTERFACES" and "@@END GENERATED INTERFACES":
# its push constant block as a struct vki__pc_<kernel> (layout checked at compile time
# against glslang's reflection), its bindings as an enum VKI__<KERNEL>_<NAME> (the
# block's instance name, else its first member's) and its specialization constant ids.
#   ./amalgamate.sh          regenerate gen/ and the embedded region
#   ./amalgamate.sh --check  exit 1 when gen/ or vkinfer.h is stale (writes nothing)
# It also regenerates the Unicode tables between "@@BEGIN GENERATED UNICODE" and
# "@@END GENERATED UNICODE" with tests/gen_unicode_tables.py (see that section below):
#   ./amalgamate.sh --update-unicode  also when python3's Unicode version differs from
#                                     the one vkinfer.h records (changes the tables' version)
set -euo pipefail
cd "$(dirname "$0")"
check=0
update_unicode=0
for arg in "$@"; do
    case $arg in
    --check) check=1 ;;
    --update-unicode) update_unicode=1 ;;
    *) echo "amalgamate.sh: unknown argument $arg (--check, --update-unicode)" >&2; exit 2 ;;
    esac
done
command -v glslangValidator >/dev/null || { echo "amalgamate.sh: glslangValidator not found (Debian: glslang-tools)" >&2; exit 2; }
have_val=0
if command -v spirv-val >/dev/null; then have_val=1
else echo "amalgamate.sh: spirv-val not found (Debian: spirv-tools): the SPIR-V is not validated" >&2; fi
FLAGS="-V --target-env vulkan1.2 -Os"
compiler=$(glslangValidator --version | head -n 1 | sed 's/^Glslang Version: //')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/gen"
# the interface generator: reads a kernel's reflection (glslangValidator -q), then its
# preprocessed source (-E); writes the kernel's part of the interfaces region
cat >"$work/iface.awk" <<'AWK'
# File 1: glslang's reflection: the push block's size and members' offsets (P: ... size N;
# P.member: offset N), checked against the C struct at compile time.
FNR == NR {
    if (match($0, /^[A-Za-z_0-9]+\.[A-Za-z_0-9]+: offset [0-9]+,/)) {
        split($0, f, ":"); off[f[1]] = $3 + 0
    } else if (match($0, /^[A-Za-z_0-9]+: offset -1, type ffffffff, size [0-9]+,/)) {
        split($0, f, ":"); bsize[f[1]] = $7 + 0
    }
    next
}
# File 2: the preprocessed source, joined into one line; each layout(...) declaration is
# a push block, a storage buffer binding (the descriptor set has only those) or a constant
/^[ \t]*#/ { next }
{ src = src " " $0 }
function trim(t) { gsub(/^[ \t]+|[ \t]+$/, "", t); return t }
function lastword(t, w, n) { n = split(trim(t), w, /[ \t]+/); return w[n] }
function num(t, key) {
    match(t, key "[ \t]*=[ \t]*[0-9]+"); t = substr(t, RSTART, RLENGTH); sub(/.*=[ \t]*/, "", t); return t + 0
}
function die(msg) { print "amalgamate.sh: " kernel ": " msg > "/dev/stderr"; failed = 1; exit 1 }
END {
    if (failed) exit 1
    K = toupper(kernel); s = src; nb = -1; npc = 0; pblock = ""; nsp = 0
    while (match(s, /layout[ \t]*\(/)) {
        s = substr(s, RSTART + RLENGTH)
        p = index(s, ")"); q = substr(s, 1, p - 1); s = substr(s, p + 1)
        semi = index(s, ";"); br = index(s, "{")
        if (br && br < semi) {
            head = substr(s, 1, br - 1); cl = index(s, "}"); body = substr(s, br + 1, cl - br - 1)
            s = substr(s, cl + 1); semi = index(s, ";"); inst = trim(substr(s, 1, semi - 1)); s = substr(s, semi + 1)
        } else {
            head = substr(s, 1, semi - 1); body = ""; inst = ""; s = substr(s, semi + 1)
        }
        if (q ~ /push_constant/) {
            pblock = lastword(head)
            nm = split(body, mem, ";")
            for (i = 1; i <= nm; i++) {
                m = trim(mem[i]); if (m == "") continue
                match(m, /^[A-Za-z_0-9]+/); ty = substr(m, 1, RLENGTH); rest = substr(m, RLENGTH + 1)
                if (ty == "uint") cty = "uint32_t"
                else if (ty == "int") cty = "int32_t"
                else if (ty == "float") cty = "float"
                else die("push constant type " ty " has no C mapping")
                nv = split(rest, v, ",")
                for (j = 1; j <= nv; j++) { pct[++npc] = cty; pcn[npc] = trim(v[j]) }
            }
        } else if (q ~ /(^|[ ,])binding[ \t]*=/ && head ~ /buffer/) {
            bi = num(q, "binding")
            if (inst != "") nm = inst
            else { m = trim(body); match(m, /^[A-Za-z_0-9]+[ \t]+[A-Za-z_0-9]+/); nm = lastword(substr(m, 1, RLENGTH)) }
            if (bi in bname) { also[bi] = also[bi] (also[bi] == "" ? "" : ", ") nm; continue }
            NM = toupper(nm)
            for (o in bname) if (toupper(bname[o]) == NM) die("bindings " o " and " bi " would share the name " NM)
            bname[bi] = nm; if (bi > nb) nb = bi
        } else if (q ~ /constant_id/) {
            sp = num(q, "constant_id"); h = head; sub(/=.*/, "", h); spn[sp] = lastword(h); if (sp >= nsp) nsp = sp + 1
        } else if (q ~ /local_size_x_id/) {
            sp = num(q, "local_size_x_id"); spn[sp] = "WG"; if (sp >= nsp) nsp = sp + 1
        }
    }
    print "/* shaders/" kernel ".comp */"
    if (npc) {
        if (!(pblock in bsize)) die("no reflected size for push block " pblock)
        print "typedef struct vki__pc_" kernel " {"
        for (i = 1; i <= npc; i++) print "    " pct[i] " " pcn[i] ";"
        print "} vki__pc_" kernel ";"
        # the compiler's layout (glslang reflection), checked against the C struct's
        printf "typedef char vki__pc_%s_layout[(sizeof(vki__pc_%s) == %d", kernel, kernel, bsize[pblock]
        for (i = 1; i <= npc; i++) {
            fn = pcn[i]; sub(/\[.*/, "", fn)
            if (!((pblock "." fn) in off)) die("no reflected offset for " pblock "." fn)
            printf " &&\n    offsetof(vki__pc_%s, %s) == %d", kernel, fn, off[pblock "." fn]
        }
        print ") ? 1 : -1];"
    }
    if (nb >= 0) {
        print "enum {"
        for (i = 0; i <= nb; i++)
            if (i in bname)
                print "    VKI__" K "_" toupper(bname[i]) " = " i "," (also[i] != "" ? " /* also " also[i] " */" : "")
        print "    VKI__" K "_NBIND = " nb + 1
        print "};"
    }
    if (nsp) {
        print "enum { /* specialization constant ids */"
        line = ""
        for (i = 0; i < nsp; i++) if (i in spn) {
            e = "VKI__" K "_SPEC_" toupper(spn[i]) " = " i
            if (length(line) + length(e) + 2 > 110) { print line; line = "" }
            line = line (line == "" ? "    " : " ") e ","
        }
        e = "VKI__" K "_NSPEC = " nsp
        if (length(line) + length(e) + 1 > 120) { print line; line = "" }   # (lines <= 120 columns)
        print line (line == "" ? "    " : " ") e
        print "};"
    }
}
AWK
includes_hash=$(cat shaders/*.glsl 2>/dev/null | sha256sum | cut -c1-64)
{
    echo "# generated by amalgamate.sh: do not edit"
    echo "compiler: glslangValidator $compiler"
    echo "flags: $FLAGS"
    echo "includes-sha256: $includes_hash"
} >"$work/gen/MANIFEST"
names=()
khr_names=()
for src in shaders/*.comp; do
    name=$(basename "$src" .comp)
    names+=("$name")
    # the hash covers the shader and every shared include it may use
    hash=$(cat "$src" shaders/*.glsl 2>/dev/null | sha256sum | cut -c1-64)
    # -q (reflection, for the interfaces) leaves the SPIR-V as it is
    glslangValidator $FLAGS -q --reflect-all-block-variables -Ishaders -o "$work/$name.spv" "$src" \
        >"$work/$name.log" 2>&1 || { cat "$work/$name.log" >&2; exit 1; }
    glslangValidator -E -Ishaders "$src" >"$work/$name.E" 2>&1 || { cat "$work/$name.E" >&2; exit 1; }
    # glslang can emit invalid SPIR-V (coopmat arrays passed to functions did); kernels lavapipe
    # cannot run (tensor cores) would meet the validator only on a GPU
    if [ "$have_val" = 1 ]; then
        spirv-val --target-env vulkan1.2 "$work/$name.spv" >"$work/$name.val" 2>&1 ||
            { echo "amalgamate.sh: $src: spirv-val:" >&2; cat "$work/$name.val" >&2; exit 1; }
    fi
    awk -v kernel="$name" -f "$work/iface.awk" "$work/$name.log" "$work/$name.E" >"$work/$name.iface"
    words=$(( $(stat -c %s "$work/$name.spv") / 4 ))
    {
        echo "/* shaders/$name.comp sha256:$hash"
        echo "   glslangValidator $FLAGS $src ($compiler) */"
        echo "static const uint32_t vki__spv_${name}[$words] = {"
        od -An -v -tx4 "$work/$name.spv" | awk '{ line = "   "; for (i = 1; i <= NF; i++) line = line " 0x" $i ","; print line }'
        echo "};"
    } >"$work/gen/$name.h"
    echo "$name.comp sha256:$hash words:$words" >>"$work/gen/MANIFEST"
    # a tensor-core kernel (GL_NV_cooperative_matrix) also for VK_KHR_cooperative_matrix: glslang 12
    # has no GL_KHR_cooperative_matrix, so shaders/spv_coop_khr.c rewrites the NV module (it checks its
    # output itself: spirv-val 2023.1 does not know the KHR instructions)
    if grep -q '^#extension GL_NV_cooperative_matrix' "$src"; then
        if [ ! -x "$work/spv_coop_khr" ]; then
            command -v cc >/dev/null ||
                { echo "amalgamate.sh: cc not found (builds shaders/spv_coop_khr.c)" >&2; exit 2; }
            cc -std=c99 -O1 -o "$work/spv_coop_khr" shaders/spv_coop_khr.c ||
                { echo "amalgamate.sh: shaders/spv_coop_khr.c does not build" >&2; exit 1; }
        fi
        "$work/spv_coop_khr" "$work/$name.spv" "$work/${name}_khr.spv" || exit 1
        rhash=$(cat "$src" shaders/*.glsl shaders/spv_coop_khr.c | sha256sum | cut -c1-64)
        kwords=$(( $(stat -c %s "$work/${name}_khr.spv") / 4 ))
        {
            echo "/* shaders/$name.comp for VK_KHR_cooperative_matrix: shaders/spv_coop_khr.c on vki__spv_$name"
            echo "   sha256:$rhash (with spv_coop_khr.c) */"
            echo "static const uint32_t vki__spv_${name}_khr[$kwords] = {"
            od -An -v -tx4 "$work/${name}_khr.spv" |
                awk '{ line = "   "; for (i = 1; i <= NF; i++) line = line " 0x" $i ","; print line }'
            echo "};"
        } >"$work/gen/${name}_khr.h"
        echo "${name}_khr sha256:$rhash words:$kwords" >>"$work/gen/MANIFEST"
        khr_names+=("$name")
    fi
done
{
    echo "/* @@BEGIN GENERATED SPIRV */"
    echo "/* Generated by amalgamate.sh from shaders/ -- do not edit. $(grep -c 'sha256:' "$work/gen/MANIFEST" | tr -d ' ') entries,"
    echo "   glslangValidator $compiler, flags: $FLAGS,"
    echo "   includes sha256:$includes_hash */"
    for n in "${names[@]}"; do cat "$work/gen/$n.h"; done
    for n in "${khr_names[@]}"; do cat "$work/gen/${n}_khr.h"; done
    echo "static const vki__kernel_src vki__kernels_embedded[] = {"
    for n in "${names[@]}"; do echo "    {\"$n\", vki__spv_$n, sizeof vki__spv_$n / sizeof vki__spv_$n[0]},"; done
    echo "};"
    echo "static const vki__kernel_src *vki__kernel_table(int *count) {"
    echo "    *count = (int)(sizeof vki__kernels_embedded / sizeof vki__kernels_embedded[0]);"
    echo "    return vki__kernels_embedded;"
    echo "}"
    echo "/* the tensor-core kernels rewritten for VK_KHR_cooperative_matrix (by name; the NV module is"
    echo "   vki__kernel_table's entry of the same name) */"
    echo "static const vki__kernel_src vki__kernels_coop_khr[] = {"
    for n in "${khr_names[@]}"; do
        echo "    {\"$n\", vki__spv_${n}_khr,"   # (two lines: at most 120 columns)
        echo "     sizeof vki__spv_${n}_khr / sizeof vki__spv_${n}_khr[0]},"
    done
    echo "};"
    echo "static const vki__kernel_src *vki__kernel_table_khr(int *count) {"
    echo "    *count = (int)(sizeof vki__kernels_coop_khr / sizeof vki__kernels_coop_khr[0]);"
    echo "    return vki__kernels_coop_khr;"
    echo "}"
    echo "/* @@END GENERATED SPIRV */"
} >"$work/region"
{
    echo "/* @@BEGIN GENERATED INTERFACES */"
    echo "/* Generated by amalgamate.sh from shaders/ -- do not edit. Per kernel: the push constant"
    echo "   block as a struct (its size and offsets checked against glslang's reflection: a wrong"
    echo "   layout does not compile), an enum of its bindings (where several blocks view one"
    echo "   binding, the first names it) and one of its specialization constant ids (0, WG: the"
    echo "   workgroup size; by convention spec[1] is the subgroup size even where a kernel does"
    echo "   not declare it). */"
    echo "/* shaders/flags.glsl: flag bits shared by kernels and planner */"
    echo "enum {"
    sed -n 's/^#define \([A-Z_0-9]*\) \([0-9]*\)u\b.*/    VKI__FLAG_\1 = \2,/p' shaders/flags.glsl
    echo "    VKI__FLAGS_END"
    echo "};"
    echo "enum { /* kernel ids: indices of vki__kernel_table() */"
    i=0
    for n in "${names[@]}"; do echo "    VKI__K_$(echo "$n" | tr a-z A-Z) = $i,"; i=$((i + 1)); done
    echo "    VKI__K_COUNT = $i"
    echo "};"
    for n in "${names[@]}"; do cat "$work/$n.iface"; done
    echo "/* @@END GENERATED INTERFACES */"
} >"$work/iface"
# splice the regions into a copy of vkinfer.h
awk -v region="$work/region" -v iface="$work/iface" '
    /^\/\* @@BEGIN GENERATED SPIRV \*\/$/ { while ((getline l < region) > 0) print l; skip = 1; next }
    /^\/\* @@END GENERATED SPIRV \*\/$/ { skip = 0; next }
    /^\/\* @@BEGIN GENERATED INTERFACES \*\/$/ { while ((getline l < iface) > 0) print l; skip = 1; next }
    /^\/\* @@END GENERATED INTERFACES \*\/$/ { skip = 0; next }
    !skip { print }' vkinfer.h >"$work/vkinfer.h"
for m in SPIRV INTERFACES; do
    grep -q "@@BEGIN GENERATED $m" vkinfer.h && grep -q "@@END GENERATED $m" vkinfer.h ||
        { echo "amalgamate.sh: $m markers missing in vkinfer.h" >&2; exit 1; }
done

# ---- Unicode tables ------------------------------------------------------------------
# tests/gen_unicode_tables.py prints the region from python3's unicodedata, whose Unicode
# version varies between machines. The region records its version (VKI__UNICODE_VERSION):
# --check compares only under a python3 of that version (else says it skipped, one line,
# and does not fail), and regeneration keeps the recorded version unless --update-unicode.
# Splices into "$work/vkinfer.h"; sets unicode_stale=1 when --check finds the tables stale.
unicode_stale=0
unicode_region() {
    local begin='/* @@BEGIN GENERATED UNICODE */' end='/* @@END GENERATED UNICODE */' have py
    grep -qxF "$begin" vkinfer.h && grep -qxF "$end" vkinfer.h \
        || { echo "amalgamate.sh: Unicode markers missing in vkinfer.h" >&2; exit 1; }
    have=$(awk -v b="$begin" -v e="$end" '$0 == b { r = 1 } $0 == e { r = 0 } r' vkinfer.h \
        | sed -n 's/^#define VKI__UNICODE_VERSION "\(.*\)"$/\1/p')
    if ! command -v python3 >/dev/null; then
        echo "amalgamate.sh: Unicode tables skipped: no python3 (vkinfer.h has Unicode ${have:-?})"
        return 0
    fi
    py=$(python3 -c 'import unicodedata; print(unicodedata.unidata_version)')
    if [ "$py" != "$have" ]; then
        if [ $check = 1 ]; then
            echo "amalgamate.sh --check: Unicode tables not checked: python3 has Unicode $py, vkinfer.h's tables are Unicode ${have:-?}"
            return 0
        elif [ $update_unicode = 0 ]; then
            echo "amalgamate.sh: Unicode tables kept at Unicode ${have:-?}: python3 has Unicode $py (./amalgamate.sh --update-unicode switches)" >&2
            return 0
        fi
    fi
    { echo "$begin"; python3 tests/gen_unicode_tables.py; echo "$end"; } >"$work/unicode"
    awk -v region="$work/unicode" -v b="$begin" -v e="$end" '
        $0 == b { while ((getline l < region) > 0) print l; skip = 1; next }
        $0 == e { skip = 0; next }
        !skip { print }' "$work/vkinfer.h" >"$work/vkinfer.unicode.h"
    if [ $check = 1 ] && ! cmp -s "$work/vkinfer.unicode.h" "$work/vkinfer.h"; then
        echo "vkinfer.h Unicode tables are stale (Unicode $py): run ./amalgamate.sh" >&2
        unicode_stale=1
        return 0
    fi
    [ $check = 1 ] && echo "amalgamate.sh --check: Unicode $py tables are current"
    mv "$work/vkinfer.unicode.h" "$work/vkinfer.h"
}
unicode_region
# ---- end of Unicode tables -----------------------------------------------------------
if [ $check = 1 ]; then
    stale=0
    diff -rq "$work/gen" gen >/dev/null 2>&1 || { echo "gen/ is stale: run ./amalgamate.sh" >&2; diff -rq "$work/gen" gen >&2 || true; stale=1; }
    cmp -s "$work/vkinfer.h" vkinfer.h ||
        { echo "vkinfer.h embedded SPIR-V or kernel interfaces are stale: run ./amalgamate.sh" >&2; stale=1; }
    [ $stale = 0 ] && echo "amalgamate.sh --check: gen/ and vkinfer.h are current (${#names[@]} kernels)"
    [ $unicode_stale = 1 ] && stale=1
    exit $stale
fi
rm -rf gen && cp -r "$work/gen" gen
cp "$work/vkinfer.h" vkinfer.h
echo "amalgamate.sh: ${#names[@]} kernels embedded"

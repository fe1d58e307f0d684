// Level sync (the host's VKINFER_LEVEL_SYNC=1): two consecutive dependency levels of the
// token step ordered by a counter in memory instead of a pipeline barrier. Every
// workgroup of level L counts itself into counter c once its writes are out
// (sync_signal); every workgroup of level L+1 waits until counter c holds all of level
// L's workgroups before it reads what they wrote (sync_wait), and reads it through
// `coherent` views, past any stale cache line. Without the barrier the GPU starts level
// L+1's workgroups while level L's last ones still run, and skips the barrier's drain.
// This relies on the device starting a dispatch's workgroups no earlier than the ones of
// the dispatches before it (a waiting workgroup never holds back one it waits for). A
// wait gives up after a bounded number of polls and raises word 0 (the host reports it
// as an error) instead of hanging the device.
// Include with SYNC_BINDING (the counters' binding) and SYNC_ID (the constant's id)
// defined; the kernel's push constants carry the counter to wait on, its target and the
// counter to signal (~0u: none).
// 0: no level sync; else a wait gives up after SYNC x 1024 polls (the host: 1024, a
// fraction of a second of L2 round trips on a GPU, far past any one level; on llvmpipe,
// which cuts an invocation's loops short once they have run 65535 rounds in all, 16)
layout(constant_id = SYNC_ID) const uint SYNC = 0;
layout(std430, binding = SYNC_BINDING) coherent volatile buffer SyncB { uint sync_cnt[]; };

// Every invocation of the workgroup calls these, in uniform control flow.
void sync_wait(uint idx, uint n) {
    if (SYNC == 0u || n == 0u) return;
    if (gl_LocalInvocationIndex == 0u) {
        uint polls = 0u;
        while (sync_cnt[idx] < n)
            if (++polls == SYNC * 1024u) {
                atomicOr(sync_cnt[0], 1u);
                break;
            }
    }
    memoryBarrierBuffer();
    barrier();
}

void sync_signal(uint idx) {
    if (SYNC == 0u || idx == 0xFFFFFFFFu) return;
    memoryBarrierBuffer();
    barrier();
    if (gl_LocalInvocationIndex == 0u) atomicAdd(sync_cnt[idx], 1u);
}

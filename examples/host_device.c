/* host_device.c - vkinfer inside a frame loop, on the host's own Vulkan device.

   The program plays a game engine: it creates its own instance, device and queue
   through volk, hands them to vkinfer (vki_context_desc.host), and runs a frame loop
   whose frames submit fixed GPU work of their own (buffer copies) on the same queue,
   poll the reply that streams meanwhile (vki_session_generate_poll: never waits), and
   wait for their own work only. It prints frame times without and with vkinfer
   running, and the tokens/s the reply got.

      cc -O2 -o host_device examples/host_device.c -lm -ldl
      ./host_device -m model.gguf [-p PROMPT] [--steps N] [--fps F] [--frame-mb MB]
                    [--copies N] [--frames N] [--validation] [-q]

   --steps N     per-frame budget: token steps vkinfer may keep queued (default 2)
   --fps F       frame pacing: frames start every 1/F s (default 60; 0 = back to back)
   --frame-mb MB, --copies N  the frame's own GPU work: N copies of MB MiB (default 64, 4)
   --frames N    frames per phase (default 300)
   --bench N     then the blocking call alone for N tokens, for comparison (default 128; 0: skip)
   --validation  Khronos validation on the host's instance; any message fails the run
   Without -m: examples/kjv/kjv.gguf. Host allocations of vkinfer go through counting
   callbacks (vki_context_desc.allocator); the count is checked at the end. */
#define VKINFER_IMPLEMENTATION
#define VOLK_IMPLEMENTATION /* the engine's own volk: vkinfer defines no volk symbol */
#ifdef _WIN32 /* for QueryPerformanceCounter and Sleep */
#define WIN32_LEAN_AND_MEAN
#ifndef __cplusplus
/* volk before header version 250 (Debian 12 ships 239) declares FARPROC itself, as
   (void) where windows.h has (), and C rejects the second typedef: windows.h's goes
   under another name (the two GetProcAddress declarations stay compatible). */
#define FARPROC hd_windows_FARPROC
#endif
#include <windows.h>
#undef FARPROC
#endif
#include "../vkinfer.h"

/* ---- the host's Vulkan: instance, device, queue, as an engine makes them ---- */

typedef struct hd_vulkan {
    VkInstance instance;
    VkPhysicalDevice phys;
    VkDevice device;
    VkQueue queue;
    uint32_t family;
    VkDebugUtilsMessengerEXT messenger;
    int messages;                /* validation warnings and errors */
    vki_vulkan_handles handles;  /* what vkinfer gets */
} hd_vulkan;

static VKAPI_ATTR VkBool32 VKAPI_CALL hd_debug(VkDebugUtilsMessageSeverityFlagBitsEXT sev,
                                               VkDebugUtilsMessageTypeFlagsEXT type,
                                               const VkDebugUtilsMessengerCallbackDataEXT *data, void *user) {
    (void)type;
    if (sev >= VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT) {
        ((hd_vulkan *)user)->messages++;
        fprintf(stderr, "validation: %s\n", data && data->pMessage ? data->pMessage : "");
    }
    return VK_FALSE;
}

/* VkPhysicalDeviceCooperativeMatrixFeaturesKHR, declared here: Vulkan headers before 1.3.255 lack it */
typedef struct hd_coopmat_features {
    VkStructureType sType;
    void *pNext;
    VkBool32 cooperativeMatrix, cooperativeMatrixRobustBufferAccess;
} hd_coopmat_features;

static int hd_has_ext(const VkExtensionProperties *e, uint32_t n, const char *name) {
    uint32_t i;
    for (i = 0; i < n; i++)
        if (!strcmp(e[i].extensionName, name)) return 1;
    return 0;
}

/* Returns 0 or writes why into err. VKINFER_DEVICE (a name substring) picks the device
   as it does for vkinfer's own; otherwise discrete > integrated > other. */
static int hd_open(hd_vulkan *h, int validation, char *err, size_t cap) {
    static const char *const layer = "VK_LAYER_KHRONOS_validation";
    const char *iext[1] = {VK_EXT_DEBUG_UTILS_EXTENSION_NAME}, *dext[3];
    hd_coopmat_features cm;
    const char *want = getenv("VKINFER_DEVICE");
    VkApplicationInfo app;
    VkInstanceCreateInfo ici;
    VkPhysicalDevice devs[16];
    VkPhysicalDeviceProperties props;
    VkQueueFamilyProperties qf[16];
    VkPhysicalDeviceFeatures2 f2;
    VkPhysicalDeviceVulkan11Features f11;
    VkPhysicalDeviceVulkan12Features f12;
    VkPhysicalDeviceVulkan13Features f13;
    VkDeviceQueueCreateInfo qci;
    VkDeviceCreateInfo dci;
    VkExtensionProperties *ext = NULL;
    uint32_t n = 16, i, nq = 16, n_ext = 0, n_dext = 0, api = VK_API_VERSION_1_2;
    float prio = 1.0f;
    int best = -1, best_rank = 99, v13;
    memset(h, 0, sizeof *h);
    if (volkInitialize() != VK_SUCCESS) return snprintf(err, cap, "no Vulkan loader"), 1;
    if (volkGetInstanceVersion() >= VK_API_VERSION_1_3) api = VK_API_VERSION_1_3;
    memset(&app, 0, sizeof app);
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.pApplicationName = "host_device";
    app.apiVersion = api;
    memset(&ici, 0, sizeof ici);
    ici.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    ici.pApplicationInfo = &app;
    if (validation) {
        ici.enabledLayerCount = 1;
        ici.ppEnabledLayerNames = &layer;
        ici.enabledExtensionCount = 1;
        ici.ppEnabledExtensionNames = iext;
    }
    if (vkCreateInstance(&ici, NULL, &h->instance) != VK_SUCCESS)
        return snprintf(err, cap, "vkCreateInstance failed%s",
                        validation ? " (is the validation layer installed?)" : ""),
               1;
    volkLoadInstanceOnly(h->instance);
    if (validation) {
        VkDebugUtilsMessengerCreateInfoEXT mci;
        memset(&mci, 0, sizeof mci);
        mci.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
        mci.messageSeverity =
            VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
        mci.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                          VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
        mci.pfnUserCallback = hd_debug;
        mci.pUserData = h;
        vkCreateDebugUtilsMessengerEXT(h->instance, &mci, NULL, &h->messenger);
    }
    if (vkEnumeratePhysicalDevices(h->instance, &n, devs) < 0 || n == 0)
        return snprintf(err, cap, "no Vulkan device"), 1;
    for (i = 0; i < n; i++) {
        static const int rank[] = {4, 1, 0, 2, 3}; /* other, integrated, discrete, virtual, CPU */
        int r;
        vkGetPhysicalDeviceProperties(devs[i], &props);
        if (props.apiVersion < VK_API_VERSION_1_2) continue;
        r = props.deviceType <= 4 ? rank[props.deviceType] : 4;
        if (want && *want && !strstr(props.deviceName, want)) continue;
        if (r < best_rank) best_rank = r, best = (int)i;
    }
    if (best < 0)
        return snprintf(err, cap, "no Vulkan 1.2 device%s%s", want ? " named like " : "", want ? want : ""), 1;
    h->phys = devs[best];
    vkGetPhysicalDeviceProperties(h->phys, &props);
    v13 = api >= VK_API_VERSION_1_3 && props.apiVersion >= VK_API_VERSION_1_3;
    vkGetPhysicalDeviceQueueFamilyProperties(h->phys, &nq, qf);
    h->family = UINT32_MAX;
    for (i = 0; i < nq && h->family == UINT32_MAX; i++) /* an engine's graphics+compute queue */
        if ((qf[i].queueFlags & (VK_QUEUE_GRAPHICS_BIT | VK_QUEUE_COMPUTE_BIT)) ==
            (VK_QUEUE_GRAPHICS_BIT | VK_QUEUE_COMPUTE_BIT))
            h->family = i;
    for (i = 0; i < nq && h->family == UINT32_MAX; i++)
        if (qf[i].queueFlags & VK_QUEUE_COMPUTE_BIT) h->family = i;
    if (h->family == UINT32_MAX) return snprintf(err, cap, "no compute queue"), 1;
    /* vkinfer's requirements plus what makes it fast where the device has it */
    memset(&f2, 0, sizeof f2);
    memset(&f11, 0, sizeof f11);
    memset(&f12, 0, sizeof f12);
    memset(&f13, 0, sizeof f13);
    f2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
    f11.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES;
    f12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
    f13.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES;
    f2.pNext = &f11;
    f11.pNext = &f12;
    if (v13) f12.pNext = &f13;
    vkGetPhysicalDeviceFeatures2(h->phys, &f2);
    if (!f12.timelineSemaphore || !f11.storageBuffer16BitAccess || !f12.storageBuffer8BitAccess || !f12.shaderFloat16 ||
        !f12.shaderInt8)
        return snprintf(err, cap, "device '%s' lacks a feature vkinfer needs", props.deviceName), 1;
    {   /* every 1.1-1.3 feature the device has stays on (valid, as many engines do);
           of the core ones only the integer widths vkinfer's kernels may use */
        VkBool32 i16 = f2.features.shaderInt16, i64 = f2.features.shaderInt64;
        memset(&f2.features, 0, sizeof f2.features);
        f2.features.shaderInt16 = i16;
        f2.features.shaderInt64 = i64;
    }
    vkEnumerateDeviceExtensionProperties(h->phys, NULL, &n_ext, NULL);
    ext = (VkExtensionProperties *)calloc(n_ext + 1, sizeof *ext);
    if (!ext) return snprintf(err, cap, "out of memory"), 1;
    vkEnumerateDeviceExtensionProperties(h->phys, NULL, &n_ext, ext);
    if (hd_has_ext(ext, n_ext, VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME)) {
        dext[n_dext++] = VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME;
        h->handles.enabled_push_descriptor = 1;
    }
    if (hd_has_ext(ext, n_ext, VK_EXT_MEMORY_BUDGET_EXTENSION_NAME)) {
        dext[n_dext++] = VK_EXT_MEMORY_BUDGET_EXTENSION_NAME;
        h->handles.enabled_memory_budget = 1;
    }
    /* tensor cores for vkinfer's prompts: VK_KHR_cooperative_matrix with its feature, beside the memory
       model (on above where the device has it) */
    memset(&cm, 0, sizeof cm);
    cm.sType = (VkStructureType)1000506000; /* ..._PHYSICAL_DEVICE_COOPERATIVE_MATRIX_FEATURES_KHR */
    if (hd_has_ext(ext, n_ext, "VK_KHR_cooperative_matrix") && f12.vulkanMemoryModel &&
        f12.vulkanMemoryModelDeviceScope) {
        VkPhysicalDeviceFeatures2 q;
        memset(&q, 0, sizeof q);
        q.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
        q.pNext = &cm;
        vkGetPhysicalDeviceFeatures2(h->phys, &q);
        cm.pNext = NULL;
        cm.cooperativeMatrixRobustBufferAccess = VK_FALSE;
        if (cm.cooperativeMatrix) {
            dext[n_dext++] = "VK_KHR_cooperative_matrix";
            cm.pNext = f2.pNext;
            f2.pNext = &cm;
            h->handles.enabled_cooperative_matrix_khr = 1;
        }
    }
    free(ext);
    memset(&qci, 0, sizeof qci);
    qci.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    qci.queueFamilyIndex = h->family;
    qci.queueCount = 1;
    qci.pQueuePriorities = &prio;
    memset(&dci, 0, sizeof dci);
    dci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    dci.pNext = &f2;
    dci.queueCreateInfoCount = 1;
    dci.pQueueCreateInfos = &qci;
    dci.enabledExtensionCount = n_dext;
    dci.ppEnabledExtensionNames = dext;
    if (vkCreateDevice(h->phys, &dci, NULL, &h->device) != VK_SUCCESS)
        return snprintf(err, cap, "vkCreateDevice failed"), 1;
    volkLoadDevice(h->device);
    vkGetDeviceQueue(h->device, h->family, 0, &h->queue);
    h->handles.instance = h->instance;
    h->handles.physical_device = h->phys;
    h->handles.device = h->device;
    h->handles.queue = h->queue;
    h->handles.queue_family = h->family;
    h->handles.get_instance_proc_addr = (void *)vkGetInstanceProcAddr;
    h->handles.api_version = api;
    h->handles.enabled_subgroup_size_control = v13 && f13.subgroupSizeControl;
    h->handles.enabled_compute_full_subgroups = v13 && f13.subgroupSizeControl && f13.computeFullSubgroups;
    h->handles.enabled_debug_utils = validation; /* the instance has VK_EXT_debug_utils: vkinfer names its work */
    return 0;
}

static void hd_close(hd_vulkan *h) {
    if (h->device) vkDestroyDevice(h->device, NULL);
    if (h->messenger) vkDestroyDebugUtilsMessengerEXT(h->instance, h->messenger, NULL);
    if (h->instance) vkDestroyInstance(h->instance, NULL);
    memset(h, 0, sizeof *h);
}

/* ---- host allocation callbacks that count what is live ---- */

typedef struct hd_counter { long live, total; size_t bytes; } hd_counter;
typedef struct hd_hdr { size_t size; size_t pad; } hd_hdr; /* keeps 16-byte alignment */

static void *hd_alloc(void *user, size_t size) {
    hd_counter *c = (hd_counter *)user;
    hd_hdr *p = (hd_hdr *)malloc(sizeof(hd_hdr) + size);
    if (!p) return NULL;
    p->size = size;
    c->live++;
    c->total++;
    c->bytes += size;
    return p + 1;
}
static void hd_free(void *user, void *ptr) {
    hd_counter *c = (hd_counter *)user;
    hd_hdr *p;
    if (!ptr) return;
    p = (hd_hdr *)ptr - 1;
    c->live--;
    c->bytes -= p->size;
    free(p);
}
static void *hd_realloc(void *user, void *ptr, size_t size) {
    hd_counter *c = (hd_counter *)user;
    hd_hdr *p, *q;
    if (!ptr) return hd_alloc(user, size);
    p = (hd_hdr *)ptr - 1;
    if (!(q = (hd_hdr *)realloc(p, sizeof(hd_hdr) + size))) return NULL;
    c->bytes = c->bytes - q->size + size;
    q->size = size;
    return q + 1;
}

#ifndef HOST_DEVICE_NO_MAIN
#include <time.h>

#ifdef _WIN32
static double hd_now_ms(void) {
    LARGE_INTEGER t, f;
    QueryPerformanceCounter(&t);
    QueryPerformanceFrequency(&f);
    return (double)t.QuadPart * 1e3 / (double)f.QuadPart;
}

static void hd_sleep_until(double t_ms) {
    double now = hd_now_ms();
    if (t_ms > now) Sleep((DWORD)(t_ms - now)); /* whole milliseconds: the frame pacing needs no finer */
}
#else
static double hd_now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static void hd_sleep_until(double t_ms) {
    double now = hd_now_ms();
    if (t_ms > now) {
        struct timespec ts;
        double d = t_ms - now;
        ts.tv_sec = (time_t)(d / 1e3);
        ts.tv_nsec = (long)((d - (double)ts.tv_sec * 1e3) * 1e6);
        nanosleep(&ts, NULL);
    }
}
#endif

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

typedef struct hd_frames { double mean, p50, p95, max; } hd_frames;
static hd_frames hd_stats(double *t, int n) {
    hd_frames f;
    int i;
    memset(&f, 0, sizeof f);
    if (n <= 0) return f;
    for (i = 0; i < n; i++) f.mean += t[i] / n;
    qsort(t, (size_t)n, sizeof *t, cmp_double);
    f.p50 = t[n / 2];
    f.p95 = t[(int)(n * 0.95)];
    f.max = t[n - 1];
    return f;
}

typedef struct hd_text { int quiet; long bytes; } hd_text;
static int hd_on_token(void *user, int32_t id, const char *text, int len) {
    hd_text *t = (hd_text *)user;
    (void)id;
    t->bytes += len;
    if (!t->quiet && len > 0) fwrite(text, 1, (size_t)len, stdout);
    return 0;
}

/* The frame's own GPU work: copies between two device-local buffers, recorded once;
   each frame signals the next value of the host's timeline semaphore. */
typedef struct hd_work {
    VkBuffer a, b;
    VkDeviceMemory mem;
    VkCommandPool pool;
    VkCommandBuffer cb;
    VkSemaphore timeline;
    uint64_t value;
} hd_work;

static int hd_work_init(hd_vulkan *h, hd_work *w, uint64_t bytes, int copies, char *err, size_t cap) {
    VkBufferCreateInfo bci;
    VkMemoryRequirements req;
    VkPhysicalDeviceMemoryProperties mp;
    VkMemoryAllocateInfo mai;
    VkCommandPoolCreateInfo pci;
    VkCommandBufferAllocateInfo cai;
    VkCommandBufferBeginInfo bi;
    VkSemaphoreTypeCreateInfo tci;
    VkSemaphoreCreateInfo sci;
    VkBufferCopy c;
    uint32_t i, type = UINT32_MAX;
    int k;
    memset(w, 0, sizeof *w);
    memset(&bci, 0, sizeof bci);
    bci.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    bci.size = bytes;
    bci.usage = VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
    if (vkCreateBuffer(h->device, &bci, NULL, &w->a) || vkCreateBuffer(h->device, &bci, NULL, &w->b))
        return snprintf(err, cap, "vkCreateBuffer"), 1;
    vkGetBufferMemoryRequirements(h->device, w->a, &req);
    vkGetPhysicalDeviceMemoryProperties(h->phys, &mp);
    for (i = 0; i < mp.memoryTypeCount && type == UINT32_MAX; i++)
        if ((req.memoryTypeBits >> i & 1) && (mp.memoryTypes[i].propertyFlags & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT))
            type = i;
    if (type == UINT32_MAX) return snprintf(err, cap, "no device-local memory"), 1;
    memset(&mai, 0, sizeof mai);
    mai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    mai.allocationSize = (req.size + req.alignment - 1) / req.alignment * req.alignment * 2;
    mai.memoryTypeIndex = type;
    if (vkAllocateMemory(h->device, &mai, NULL, &w->mem))
        return snprintf(err, cap, "vkAllocateMemory of %llu bytes", (unsigned long long)mai.allocationSize), 1;
    vkBindBufferMemory(h->device, w->a, w->mem, 0);
    vkBindBufferMemory(h->device, w->b, w->mem, (req.size + req.alignment - 1) / req.alignment * req.alignment);
    memset(&pci, 0, sizeof pci);
    pci.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
    pci.queueFamilyIndex = h->family;
    if (vkCreateCommandPool(h->device, &pci, NULL, &w->pool)) return snprintf(err, cap, "vkCreateCommandPool"), 1;
    memset(&cai, 0, sizeof cai);
    cai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    cai.commandPool = w->pool;
    cai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    cai.commandBufferCount = 1;
    if (vkAllocateCommandBuffers(h->device, &cai, &w->cb)) return snprintf(err, cap, "vkAllocateCommandBuffers"), 1;
    memset(&bi, 0, sizeof bi);
    bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
    vkBeginCommandBuffer(w->cb, &bi);
    vkCmdFillBuffer(w->cb, w->a, 0, VK_WHOLE_SIZE, 0x3c003c00u);
    for (k = 0; k < copies; k++) {
        VkMemoryBarrier mb;
        memset(&mb, 0, sizeof mb);
        mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
        mb.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
        mb.dstAccessMask = VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
        vkCmdPipelineBarrier(w->cb, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &mb, 0, NULL,
                             0, NULL);
        c.srcOffset = c.dstOffset = 0;
        c.size = bytes;
        vkCmdCopyBuffer(w->cb, k & 1 ? w->b : w->a, k & 1 ? w->a : w->b, 1, &c);
    }
    vkEndCommandBuffer(w->cb);
    memset(&tci, 0, sizeof tci);
    tci.sType = VK_STRUCTURE_TYPE_SEMAPHORE_TYPE_CREATE_INFO;
    tci.semaphoreType = VK_SEMAPHORE_TYPE_TIMELINE;
    memset(&sci, 0, sizeof sci);
    sci.sType = VK_STRUCTURE_TYPE_SEMAPHORE_CREATE_INFO;
    sci.pNext = &tci;
    if (vkCreateSemaphore(h->device, &sci, NULL, &w->timeline)) return snprintf(err, cap, "vkCreateSemaphore"), 1;
    return 0;
}

/* Submits one frame's work on the shared queue; the frame waits for that alone. The
   submit's own barrier keeps it after whatever came before on the queue (vkinfer's
   steps included), as an engine's frame would be. */
static int hd_work_submit(hd_vulkan *h, hd_work *w) {
    VkTimelineSemaphoreSubmitInfo ts;
    VkSubmitInfo si;
    uint64_t v = ++w->value;
    memset(&ts, 0, sizeof ts);
    ts.sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO;
    ts.signalSemaphoreValueCount = 1;
    ts.pSignalSemaphoreValues = &v;
    memset(&si, 0, sizeof si);
    si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
    si.pNext = &ts;
    si.commandBufferCount = 1;
    si.pCommandBuffers = &w->cb;
    si.signalSemaphoreCount = 1;
    si.pSignalSemaphores = &w->timeline;
    return vkQueueSubmit(h->queue, 1, &si, VK_NULL_HANDLE) != VK_SUCCESS;
}

static int hd_work_wait(hd_vulkan *h, hd_work *w) {
    VkSemaphoreWaitInfo wi;
    memset(&wi, 0, sizeof wi);
    wi.sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO;
    wi.semaphoreCount = 1;
    wi.pSemaphores = &w->timeline;
    wi.pValues = &w->value;
    return vkWaitSemaphores(h->device, &wi, UINT64_MAX) != VK_SUCCESS;
}

static void hd_work_free(hd_vulkan *h, hd_work *w) {
    if (w->timeline) vkDestroySemaphore(h->device, w->timeline, NULL);
    if (w->pool) vkDestroyCommandPool(h->device, w->pool, NULL);
    if (w->a) vkDestroyBuffer(h->device, w->a, NULL);
    if (w->b) vkDestroyBuffer(h->device, w->b, NULL);
    if (w->mem) vkFreeMemory(h->device, w->mem, NULL);
}

int main(int argc, char **argv) {
    const char *model = "examples/kjv/kjv.gguf", *prompt = "And God said";
    int steps = 2, frames = 300, copies = 4, validation = 0, quiet = 0, bench = 128, i, rc = 1;
    double fps = 60.0, frame_mb = 64.0;
    char err[512] = "";
    hd_vulkan h;
    hd_work w;
    hd_counter count;
    hd_text text;
    vki_context_desc cd;
    vki_context *ctx = NULL;
    vki_model *m = NULL;
    vki_session *s = NULL;
    int32_t ids[512];
    int n_ids;
    double *t_off = NULL, *t_on = NULL, t0, period, t_gen0, t_gen = 0.0;
    long tokens = 0, replies = 0;
    hd_frames f_off, f_on;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--validation")) validation = 1;
        else if (!strcmp(a, "-q")) quiet = 1;
        else if (v && !strcmp(a, "-m")) model = v, i++;
        else if (v && !strcmp(a, "-p")) prompt = v, i++;
        else if (v && !strcmp(a, "--steps")) steps = atoi(v), i++;
        else if (v && !strcmp(a, "--fps")) fps = atof(v), i++;
        else if (v && !strcmp(a, "--frame-mb")) frame_mb = atof(v), i++;
        else if (v && !strcmp(a, "--copies")) copies = atoi(v), i++;
        else if (v && !strcmp(a, "--frames")) frames = atoi(v), i++;
        else if (v && !strcmp(a, "--bench")) bench = atoi(v), i++;
        else {
            fprintf(stderr,
                    "usage: %s [-m model.gguf] [-p prompt] [--steps N] [--fps F] [--frame-mb MB] [--copies N] "
                    "[--frames N] [--bench N] [--validation] [-q]\n",
                    argv[0]);
            return 2;
        }
    }
    if (steps < 1 || frames < 1 || copies < 0 || bench < 0 || fps < 0 || frame_mb <= 0) {
        fprintf(stderr,
                "host_device: --steps, --frames must be >= 1, --copies, --bench >= 0, --fps >= 0, --frame-mb > 0\n");
        return 2;
    }
    memset(&count, 0, sizeof count);
    memset(&text, 0, sizeof text);
    text.quiet = quiet;
    if (hd_open(&h, validation, err, sizeof err)) {
        fprintf(stderr, "host_device: %s\n", err);
        hd_close(&h);
        return 1;
    }
    if (hd_work_init(&h, &w, (uint64_t)(frame_mb * 1048576.0) / 4 * 4, copies, err, sizeof err)) {
        fprintf(stderr, "host_device: frame work: %s\n", err);
        goto done;
    }
    /* hand the device over; vkinfer's host allocations go through the counting callbacks */
    memset(&cd, 0, sizeof cd);
    cd.host = &h.handles;
    cd.allocator.user = &count;
    cd.allocator.malloc_fn = hd_alloc;
    cd.allocator.realloc_fn = hd_realloc;
    cd.allocator.free_fn = hd_free;
    cd.errbuf = err;
    cd.errbuf_size = sizeof err;
    if (vki_context_create(&cd, &ctx) != VKI_SUCCESS) {
        fprintf(stderr, "host_device: vki_context_create: %s\n", err);
        goto done;
    }
    if (vki_model_load(ctx, model, NULL, &m) != VKI_SUCCESS || vki_session_create(m, NULL, &s) != VKI_SUCCESS) {
        fprintf(stderr, "host_device: %s\n", vki_last_error(ctx));
        goto done;
    }
    n_ids = vki_tokenize(m, prompt, -1, ids, 512, VKI_TOKENIZE_ADD_BOS);
    if (n_ids <= 0 || vki_session_eval(s, ids, n_ids) != VKI_SUCCESS || vki_session_sync(s) != VKI_SUCCESS) {
        fprintf(stderr, "host_device: prompt: %s\n", n_ids <= 0 ? "no tokens" : vki_last_error(ctx));
        goto done;
    }
    t_off = (double *)malloc(sizeof(double) * (size_t)frames);
    t_on = (double *)malloc(sizeof(double) * (size_t)frames);
    if (!t_off || !t_on) goto done;
    period = fps > 0 ? 1e3 / fps : 0.0;
    /* phase 1: frames alone; phase 2: the same frames while a reply streams */
    for (int phase = 0; phase < 2; phase++) {
        double *t = phase ? t_on : t_off, next = hd_now_ms();
        int running = 0;
        for (i = 0; i < frames; i++) {
            int done_gen = 0, n = 0;
            hd_sleep_until(next);
            t0 = hd_now_ms();
            next = t0 + period;
            if (hd_work_submit(&h, &w)) goto done;
            if (phase) { /* the host's only per-frame vkinfer work: one poll */
                if (!running) {
                    vki_sampler_desc sp;
                    memset(&sp, 0, sizeof sp);
                    sp.no_stop_at_eog = 1;
                    if (vki_session_rewind(s, n_ids - 1) || vki_session_eval(s, ids + n_ids - 1, 1) ||
                        vki_session_generate_start(s, &sp, vki_session_n_ctx(s) - n_ids, hd_on_token, &text)) {
                        fprintf(stderr, "host_device: generate: %s\n", vki_last_error(ctx));
                        goto done;
                    }
                    if (!quiet) printf("\n[reply %ld] %s", replies + 1, prompt);
                    running = 1;
                    t_gen0 = hd_now_ms();
                }
                if (vki_session_generate_poll(s, steps, &done_gen, &n) != VKI_SUCCESS) {
                    fprintf(stderr, "host_device: poll: %s\n", vki_last_error(ctx));
                    goto done;
                }
                if (done_gen || i == frames - 1) {
                    if (!done_gen) vki_session_generate_cancel(s, &n);
                    tokens += n;
                    replies++;
                    t_gen += hd_now_ms() - t_gen0;
                    running = 0;
                }
            }
            if (hd_work_wait(&h, &w)) goto done;
            t[i] = hd_now_ms() - t0;
        }
    }
    if (!quiet) printf("\n");
    {
        vki_device_info di;
        vki_context_device_info(ctx, &di);
        f_off = hd_stats(t_off, frames);
        f_on = hd_stats(t_on, frames);
        printf("device: %s (tensor cores: %s); frame: %d x %.0f MiB copy, %s, budget %d step%s a poll\n", di.name,
               di.coop_ext == VKI_COOP_KHR ? "VK_KHR_cooperative_matrix" : "none", copies, frame_mb,
               period > 0 ? "paced" : "back to back", steps, steps > 1 ? "s" : "");
        if (period > 0) printf("pacing: %.1f fps (%.2f ms)\n", fps, period);
        printf("frame ms without vkinfer: mean %.3f  p50 %.3f  p95 %.3f  max %.3f\n", f_off.mean, f_off.p50, f_off.p95,
               f_off.max);
        printf("frame ms with vkinfer:    mean %.3f  p50 %.3f  p95 %.3f  max %.3f  (mean %+.1f%%)\n", f_on.mean,
               f_on.p50, f_on.p95, f_on.max, 100.0 * (f_on.mean / f_off.mean - 1.0));
        printf("tokens: %ld in %.2f s of streaming (%ld repl%s): %.1f tokens/s\n", tokens, t_gen / 1e3, replies,
               replies == 1 ? "y" : "ies", t_gen > 0 ? tokens / (t_gen / 1e3) : 0.0);
    }
    if (bench) { /* for comparison: the blocking call alone, no frames */
        vki_sampler_desc sp;
        double tb;
        int nb = 0;
        memset(&sp, 0, sizeof sp);
        sp.no_stop_at_eog = 1;
        if (vki_session_rewind(s, n_ids - 1) == VKI_SUCCESS && vki_session_eval(s, ids + n_ids - 1, 1) == VKI_SUCCESS &&
            vki_session_sync(s) == VKI_SUCCESS) {
            tb = hd_now_ms();
            if (vki_session_generate(s, &sp, bench, NULL, NULL, &nb) == VKI_SUCCESS &&
                vki_session_sync(s) == VKI_SUCCESS)
                printf("blocking vki_session_generate alone: %d tokens, %.1f tokens/s\n", nb,
                       nb / ((hd_now_ms() - tb) / 1e3));
        }
    }
    rc = 0;
done:
    vki_context_destroy(ctx); /* the model and session with it */
    printf("host allocations: %ld made, %ld live after vki_context_destroy\n", count.total, count.live);
    if (count.live) rc = 1;
    if (h.device) vkDeviceWaitIdle(h.device);
    hd_work_free(&h, &w);
    if (validation) {
        printf("validation messages: %d\n", h.messages);
        if (h.messages) rc = 1;
    }
    hd_close(&h);
    free(t_off);
    free(t_on);
    return rc;
}
#endif

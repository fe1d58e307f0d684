/* Provokes one validation message on purpose (a storage buffer of size 0), so that the
   Windows stage (tests/windows.sh) shows that the host's validation layer, enabled
   through VK_INSTANCE_LAYERS under Wine, prints what it finds: a check that no message
   appeared means something only where one can appear. Exits 0 whatever the layer says. */
#define VOLK_IMPLEMENTATION
#include <volk.h>
#include <stdio.h>
#include <string.h>

int main(void) {
    VkApplicationInfo app;
    VkInstanceCreateInfo ici;
    VkDeviceQueueCreateInfo q;
    VkDeviceCreateInfo dci;
    VkBufferCreateInfo bci;
    VkInstance inst;
    VkPhysicalDevice pd;
    VkDevice dev;
    VkBuffer buf = VK_NULL_HANDLE;
    uint32_t n = 1;
    float prio = 1.0f;
    if (volkInitialize() != VK_SUCCESS) return printf("no Vulkan loader\n"), 1;
    memset(&app, 0, sizeof app);
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.apiVersion = VK_API_VERSION_1_2;
    memset(&ici, 0, sizeof ici);
    ici.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    ici.pApplicationInfo = &app;
    if (vkCreateInstance(&ici, NULL, &inst) != VK_SUCCESS) return printf("vkCreateInstance failed\n"), 1;
    volkLoadInstance(inst);
    if (vkEnumeratePhysicalDevices(inst, &n, &pd) < 0 || n == 0) return printf("no device\n"), 1;
    memset(&q, 0, sizeof q);
    q.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    q.queueCount = 1;
    q.pQueuePriorities = &prio;
    memset(&dci, 0, sizeof dci);
    dci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    dci.queueCreateInfoCount = 1;
    dci.pQueueCreateInfos = &q;
    if (vkCreateDevice(pd, &dci, NULL, &dev) != VK_SUCCESS) return printf("vkCreateDevice failed\n"), 1;
    volkLoadDevice(dev);
    memset(&bci, 0, sizeof bci);
    bci.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    bci.size = 0; /* invalid on purpose: VUID-VkBufferCreateInfo-size-00912 */
    bci.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
    if (vkCreateBuffer(dev, &bci, NULL, &buf) == VK_SUCCESS && buf) vkDestroyBuffer(dev, buf, NULL);
    vkDestroyDevice(dev, NULL);
    vkDestroyInstance(inst, NULL);
    printf("probe done\n");
    return 0;
}

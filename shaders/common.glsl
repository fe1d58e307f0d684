// Shared by every kernel. Specialization constant 0 is the workgroup size
// (layout(local_size_x_id = 0)); 1 is the subgroup size the pipeline was built for.
#extension GL_EXT_shader_explicit_arithmetic_types : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_8bit_storage : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require

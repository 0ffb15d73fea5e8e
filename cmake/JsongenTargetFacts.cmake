# What add_json_serializers reads of a target at configure time: the
# targets it links, the C++ standard it compiles with, the include
# directories a list stands for. Included by JsongenSerializers.cmake.

include_guard(GLOBAL)

# Every target that `target` links, directly or through the
# INTERFACE_LINK_LIBRARIES of what it links, as far as configure can tell:
# `unresolved` is TRUE when a link item is a generator expression (known at
# generate time only).
function(_jsongen_linked_targets target out unresolved_out)
  get_target_property(type ${target} TYPE)
  if(type STREQUAL "INTERFACE_LIBRARY")
    get_target_property(queue ${target} INTERFACE_LINK_LIBRARIES)
  else()
    get_target_property(queue ${target} LINK_LIBRARIES)
  endif()
  if(NOT queue)
    set(queue "")
  endif()
  set(seen "")
  set(unresolved FALSE)
  while(queue)
    list(POP_FRONT queue item)
    # (::@(...) marks the items linked from another directory.)
    if(item MATCHES "^::@")
      continue()
    endif()
    if(item MATCHES "^\\$<(LINK_ONLY|BUILD_INTERFACE):([^$<>]*)>$")
      set(item "${CMAKE_MATCH_2}")
    endif()
    if(item MATCHES "\\$<")
      set(unresolved TRUE)
      continue()
    endif()
    if(NOT TARGET "${item}")
      continue()
    endif()
    get_target_property(aliased "${item}" ALIASED_TARGET)
    if(aliased)
      set(item "${aliased}")
    endif()
    if(item IN_LIST seen)
      continue()
    endif()
    list(APPEND seen "${item}")
    get_target_property(next "${item}" INTERFACE_LINK_LIBRARIES)
    if(next)
      list(APPEND queue ${next})
    endif()
  endwhile()
  set(${out} "${seen}" PARENT_SCOPE)
  set(${unresolved_out} ${unresolved} PARENT_SCOPE)
endfunction()

# The values of `property` (an INTERFACE_ list) of every target given, in order.
function(_jsongen_interface_values out property)
  set(values "")
  foreach(linked IN LISTS ARGN)
    get_target_property(linked_values ${linked} ${property})
    if(linked_values)
      list(APPEND values ${linked_values})
    endif()
  endforeach()
  set(${out} "${values}" PARENT_SCOPE)
endfunction()

# -std=c++NN for jsongen's parse: the standard `target` compiles with, as
# CMake chooses it at generate time (the highest of its CXX_STANDARD and of
# the cxx_std_NN compile features it has or gets from what it links:
# COMPILE_FEATURES is transitive), and at least 17, which the generated code
# needs.
function(_jsongen_standard_flag target out)
  set(standard "$<TARGET_PROPERTY:${target},CXX_STANDARD>")
  set(features "$<TARGET_PROPERTY:${target},COMPILE_FEATURES>")
  set(flag 17)
  foreach(version IN ITEMS 20 23 26)
    # (CXX_STANDARD 98 is older than 20, whatever VERSION_GREATER_EQUAL says.)
    set(at_least "$<OR:$<IN_LIST:cxx_std_${version},${features}>,$<AND:$<BOOL:${standard}>,$<NOT:$<STREQUAL:${standard},98>>,$<VERSION_GREATER_EQUAL:${standard},${version}>>>")
    set(flag "$<IF:${at_least},${version},${flag}>")
  endforeach()
  set(${out} "-std=c++${flag}" PARENT_SCOPE)
endfunction()

# Include directories a path taken from a list of them (INCLUDE_DIRECTORIES
# and the like) stands for at configure time: absolute ones, and those of
# $<BUILD_INTERFACE:...>; other generator expressions are left out.
function(_jsongen_plain_directories out)
  set(dirs "")
  foreach(dir IN LISTS ARGN)
    if(dir MATCHES "^\\$<BUILD_INTERFACE:([^$<>]*)>$")
      set(dir "${CMAKE_MATCH_1}")
    endif()
    if(NOT dir MATCHES "\\$<" AND IS_ABSOLUTE "${dir}")
      list(APPEND dirs "${dir}")
    endif()
  endforeach()
  set(${out} "${dirs}" PARENT_SCOPE)
endfunction()

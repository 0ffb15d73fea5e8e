# add_json_serializers(<target> HEADERS a.h sub/b.h ... [TYPES pattern ...]
#                      [OUTPUT_DIR dir] [OPTIONS ...])
#
# Generates a.json.h, sub/b.json.h, ... at build time and puts them on
# <target>'s include path. Each generated header mirrors its input's path
# under the include directory that holds it: a header the target includes as
# "sub/b.h" has its serializers at "sub/b.json.h".
#
# The headers are parsed with <target>'s own include directories, compile
# definitions and C++ standard, and regenerated when they, any header they
# include (through a depfile), or the jsongen tool change. TYPES names
# third-party types to generate serializers for without annotating them
# (qualified names; '*' matches anything: "geo::*"). OPTIONS go to the
# jsongen command line before the input.
#
# Set the target's include directories before calling this (the header's
# path under them decides its generated name); otherwise paths are taken
# relative to the current source directory.

function(add_json_serializers target)
  cmake_parse_arguments(PARSE_ARGV 1 ARG "" "OUTPUT_DIR" "HEADERS;TYPES;OPTIONS")
  if(NOT TARGET ${target})
    message(FATAL_ERROR "add_json_serializers: '${target}' is not a target")
  endif()
  if(NOT ARG_HEADERS)
    message(FATAL_ERROR "add_json_serializers(${target}): no HEADERS given")
  endif()
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "add_json_serializers(${target}): unexpected arguments: ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT ARG_OUTPUT_DIR)
    set(ARG_OUTPUT_DIR "${CMAKE_CURRENT_BINARY_DIR}/jsongen_generated/${target}")
  endif()

  # The tool and the runtime, whether jsongen was added as a subdirectory or found as a package.
  set(tool jsongen::jsongen)
  get_target_property(aliased ${tool} ALIASED_TARGET)
  if(aliased)
    set(tool ${aliased})
  endif()
  set(runtime jsongen::runtime)
  get_target_property(aliased ${runtime} ALIASED_TARGET)
  if(aliased)
    set(runtime ${aliased})
  endif()

  # Flags of the target itself, evaluated at build time (generator expressions,
  # transitive usage requirements and per-configuration values included).
  set(includes "$<TARGET_PROPERTY:${target},INCLUDE_DIRECTORIES>")
  set(definitions "$<TARGET_PROPERTY:${target},COMPILE_DEFINITIONS>")
  set(standard "$<TARGET_PROPERTY:${target},CXX_STANDARD>")
  set(clang_flags
    "$<$<BOOL:${includes}>:-I$<JOIN:${includes},$<SEMICOLON>-I>>"
    "$<$<BOOL:${definitions}>:-D$<JOIN:${definitions},$<SEMICOLON>-D>>"
    "$<IF:$<BOOL:${standard}>,-std=c++${standard},-std=c++17>")

  set(type_options "")
  foreach(pattern IN LISTS ARG_TYPES)
    list(APPEND type_options --type "${pattern}")
  endforeach()

  get_target_property(include_dirs ${target} INCLUDE_DIRECTORIES)
  set(outputs "")
  foreach(header IN LISTS ARG_HEADERS)
    get_filename_component(header_path "${header}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    # The shortest path under one of the target's include directories.
    set(spelled "")
    foreach(dir IN LISTS include_dirs)
      if(dir MATCHES "\\$<" OR NOT IS_ABSOLUTE "${dir}")
        continue()
      endif()
      file(RELATIVE_PATH candidate "${dir}" "${header_path}")
      if(NOT candidate MATCHES "^\\.\\./")
        string(LENGTH "${candidate}" candidate_length)
        string(LENGTH "${spelled}" spelled_length)
        if(NOT spelled OR candidate_length LESS spelled_length)
          set(spelled "${candidate}")
        endif()
      endif()
    endforeach()
    if(NOT spelled)
      file(RELATIVE_PATH spelled "${CMAKE_CURRENT_SOURCE_DIR}" "${header_path}")
      if(spelled MATCHES "^\\.\\./")
        get_filename_component(spelled "${header_path}" NAME)
      endif()
    endif()
    string(REGEX REPLACE "\\.[^./]*$" "" stem "${spelled}")
    set(output "${ARG_OUTPUT_DIR}/${stem}.json.h")
    add_custom_command(
      OUTPUT "${output}"
      COMMAND ${tool} ${ARG_OPTIONS} ${type_options} "${header_path}" -o "${output}" --include-as "${spelled}"
              --depfile "${output}.d" -- ${clang_flags}
      DEPENDS "${header_path}" ${tool}
      DEPFILE "${output}.d"
      COMMENT "jsongen: ${spelled} -> ${stem}.json.h"
      COMMAND_EXPAND_LISTS
      VERBATIM)
    list(APPEND outputs "${output}")
  endforeach()

  get_target_property(type ${target} TYPE)
  if(type STREQUAL "INTERFACE_LIBRARY")
    set(scope INTERFACE)
    add_custom_target(${target}_json_serializers DEPENDS ${outputs})
    add_dependencies(${target} ${target}_json_serializers)
  else()
    if(type STREQUAL "EXECUTABLE")
      set(scope PRIVATE)
    else()
      set(scope PUBLIC)
    endif()
    # Listing the headers as sources makes the build generate them before compiling the target.
    target_sources(${target} PRIVATE ${outputs})
  endif()
  target_include_directories(${target} ${scope}
    "$<BUILD_INTERFACE:${ARG_OUTPUT_DIR}>"
    "$<TARGET_PROPERTY:${runtime},INTERFACE_INCLUDE_DIRECTORIES>")
endfunction()

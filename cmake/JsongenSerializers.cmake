# add_json_serializers(<target> HEADERS a.h sub/b.h ... [TYPES pattern ...]
#                      [OUTPUT_DIR dir] [HEADER_ONLY] [WRITE_ONLY] [NLOHMANN]
#                      [CONFIG file.toml] [BATCH_SIZE n] [OPTIONS ...])
#
# Generates, at build time, for each header a.h: a.json.h (the serializers'
# and deserializers' declarations, what the target's files include),
# a.json.cpp (them compiled once for jsongen::default_options; added to
# <target>'s sources) and a.json.inl.h (their definitions, which a file
# includes instead of a.json.h to write or read with other options), and puts
# them on <target>'s include path. WRITE_ONLY generates the serializers alone
# (no from_json; jsongen --write-only). Each generated file mirrors its input's path under the include
# directory that holds it: a header the target includes as "sub/b.h" has its
# serializers at "sub/b.json.h".
#
# The .json.cpp files of one call are compiled BATCH_SIZE (default 8) to a
# translation unit, <target>.batch<N>.cpp in OUTPUT_DIR, which includes them:
# the runtime, the C++ library and the headers are parsed, and the code the
# serializers share compiled, once per batch instead of once per header.
# BATCH_SIZE 1 compiles each alone (more parallel, more total work).
#
# HEADER_ONLY generates a.json.h alone, holding every definition, compiled in
# each file that includes it (jsongen --header-only). An INTERFACE library
# has no sources of its own to compile a.json.cpp in: it is always given the
# header-only layout.
#
# The headers are parsed with <target>'s own include directories, compile
# definitions and C++ standard (the one it compiles with: the highest of its
# CXX_STANDARD and of the cxx_std_NN features it has or links, and at least
# 17), and regenerated when they, any header they include (through a
# depfile), or the jsongen tool change. TYPES names
# third-party types to generate serializers for without annotating them
# (qualified names; '*' matches anything: "geo::*"); one that a header does
# not see is an error when HEADERS is one header, else a warning for that
# header (call the function once per group of headers that use the same
# TYPES). NLOHMANN also generates for the types and enums that
# nlohmann::json's macros declare, written as nlohmann::json writes them
# (jsongen --nlohmann, docs/nlohmann.md). CONFIG gives a configuration file
# (jsongen --config, docs/config.md): options for types and fields that the
# headers do not carry; editing it regenerates. As with TYPES, with several
# HEADERS an entry that one of them does not see is a warning for that one.
# OPTIONS go to the jsongen command line before the input.
#
# The call is checked at once: an unknown keyword (taken for a header
# otherwise), a header that does not exist, BATCH_SIZE and CONFIG stop
# configure with a message. The files are added at the end of the current
# directory (cmake_language(DEFER)), so that include directories, links and
# the C++ standard given to <target> after the call count too: a header's
# path under the target's include directories (or those of what it links)
# decides its generated name; a header under none is named after its path
# from the current source directory and included by its path from the
# generated file. <target> then requires C++17 (compile feature cxx_std_17,
# PUBLIC for a library, whose users include the generated headers); a
# CXX_STANDARD below 17 that nothing it links raises is a configure error.

include_guard(GLOBAL)

# The call's checks and what is read of the target, beside this file.
include("${CMAKE_CURRENT_LIST_DIR}/JsongenCallChecks.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/JsongenTargetFacts.cmake")

# The real target behind jsongen::jsongen or jsongen::runtime: the aliases of
# an add_subdirectory()/FetchContent build, or the imported targets of an
# installed package (find_package(jsongen)).
function(_jsongen_resolve_target out name caller)
  if(NOT TARGET ${name})
    if(name STREQUAL "jsongen::jsongen")
      message(FATAL_ERROR "${caller}: the jsongen tool (target jsongen::jsongen) is not available: "
        "add jsongen with JSONGEN_BUILD_GENERATOR=ON, or find_package(jsongen) from an install that has the tool")
    endif()
    message(FATAL_ERROR "${caller}: target ${name} does not exist: add_subdirectory() jsongen or find_package(jsongen) first")
  endif()
  get_target_property(aliased ${name} ALIASED_TARGET)
  if(aliased)
    set(${out} ${aliased} PARENT_SCOPE)
  else()
    set(${out} ${name} PARENT_SCOPE)
  endif()
endfunction()

# Compiles the generated .json.cpp files of one add_json_serializers() call
# `batch_size` to a translation unit, in sources <output_dir>/<target>.batch<N>.cpp
# that include them: each unit then parses the runtime, the C++ library and
# the structs' headers once, and compiles once what their serializers share
# (the runtime's number and string functions, the structs' destructors),
# instead of once per header (docs/compiled-serializers.md, "Batches").
# Every .json.inl.h of a batch comes before any .json.cpp, so that each
# header's definitions are in place before the first is compiled, in
# whatever order the headers include one another. CMake's own unity builds
# (UNITY_BUILD) leave the generated sources alone: they are batched here
# already, and the JSONGEN_COMPILING_SERIALIZERS they define is not for the
# users' files after them in a unity source (it keeps a .json.inl.h from
# including the definitions of the headers it depends on).
function(_jsongen_compile_in_batches target output_dir batch_size)
  set(sources ${ARGN})
  set_source_files_properties(${sources} TARGET_DIRECTORY ${target} PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
  list(LENGTH sources count)
  if(batch_size EQUAL 1 OR count LESS 2)
    return()
  endif()
  set_source_files_properties(${sources} TARGET_DIRECTORY ${target} PROPERTIES HEADER_FILE_ONLY ON)
  get_property(batches TARGET ${target} PROPERTY JSONGEN_BATCH_COUNT)
  if(NOT batches)
    set(batches 0)
  endif()
  while(sources)
    list(LENGTH sources left)
    if(left GREATER batch_size)
      list(SUBLIST sources 0 ${batch_size} batch)
      list(SUBLIST sources ${batch_size} -1 sources)
    else()
      set(batch ${sources})
      set(sources "")
    endif()
    set(unit "${output_dir}/${target}.batch${batches}.cpp")
    _jsongen_write_batch("${unit}" "add_json_serializers(${target}), BATCH_SIZE ${batch_size}" ${batch})
    set_source_files_properties("${unit}" TARGET_DIRECTORY ${target} PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
    target_sources(${target} PRIVATE "${unit}")
    math(EXPR batches "${batches} + 1")
  endwhile()
  set_property(TARGET ${target} PROPERTY JSONGEN_BATCH_COUNT ${batches})
endfunction()

# Writes `unit`, a source that compiles the given .json.cpp files as one
# translation unit: JSONGEN_COMPILING_SERIALIZERS, every .json.inl.h, then
# every .json.cpp. Rewritten only when its text changes, so that nothing
# recompiles on reconfiguring. (Also run as a script by the benchmarks:
# benchmarks/write_batch.cmake.)
function(_jsongen_write_batch unit by)
  list(LENGTH ARGN size)
  set(text "// generated by ${by} — DO NOT EDIT\n")
  string(APPEND text "// ${size} generated sources compiled as one translation unit.\n")
  string(APPEND text "#define JSONGEN_COMPILING_SERIALIZERS 1\n")
  foreach(source IN LISTS ARGN)
    string(REGEX REPLACE "\\.cpp$" ".inl.h" inline_header "${source}")
    string(APPEND text "#include \"${inline_header}\"\n")
  endforeach()
  foreach(source IN LISTS ARGN)
    string(APPEND text "#include \"${source}\"\n")
  endforeach()
  set(previous "")
  if(EXISTS "${unit}")
    file(READ "${unit}" previous)
  endif()
  if(NOT previous STREQUAL text)
    file(WRITE "${unit}" "${text}")
  endif()
endfunction()

# Appends one argument to an @file's text: one a line, single-quoted for
# jsongen's reader (a backslash inside single quotes is literal).
function(_jsongen_append_arg text value)
  string(REPLACE "'" "'\\''" quoted "${value}")
  set(${text} "${${text}}'${quoted}'\n" PARENT_SCOPE)
endfunction()

function(add_json_serializers target)
  set(call "add_json_serializers(${target})")
  cmake_parse_arguments(PARSE_ARGV 1 ARG "HEADER_ONLY;WRITE_ONLY;NLOHMANN" "OUTPUT_DIR;CONFIG;BATCH_SIZE" "HEADERS;TYPES;OPTIONS")
  if(NOT TARGET ${target})
    message(FATAL_ERROR "add_json_serializers: '${target}' is not a target")
  endif()
  # What the build would otherwise take for a header (a misspelt keyword
  # after HEADERS) or a type or an option, each said at configure time.
  if(ARG_UNPARSED_ARGUMENTS)
    list(GET ARG_UNPARSED_ARGUMENTS 0 first)
    _jsongen_keyword_hint("${first}" hint)
    message(FATAL_ERROR "${call}: unexpected argument '${first}' before any keyword (${hint})")
  endif()
  foreach(header IN LISTS ARG_HEADERS)
    if(header MATCHES "^[A-Z][A-Z0-9_]*$" AND NOT EXISTS "${CMAKE_CURRENT_SOURCE_DIR}/${header}")
      _jsongen_keyword_hint("${header}" hint)
      message(FATAL_ERROR "${call}: ${header} is not a keyword of add_json_serializers (${hint}); "
        "as it is, it is taken for one of the HEADERS")
    endif()
  endforeach()
  foreach(keyword IN ITEMS TYPES OPTIONS)
    foreach(item IN LISTS ARG_${keyword})
      if(item MATCHES "^[A-Z][A-Z0-9_]*$")
        _jsongen_closest_keyword("${item}" closest)
        if(closest)
          message(FATAL_ERROR "${call}: ${item} is not a keyword of add_json_serializers (did you mean ${closest}?); "
            "as it is, it is taken for one of the ${keyword}")
        endif()
      endif()
    endforeach()
  endforeach()
  if(NOT ARG_HEADERS)
    message(FATAL_ERROR "${call}: no HEADERS given")
  endif()
  foreach(header IN LISTS ARG_HEADERS)
    get_filename_component(header_path "${header}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    get_source_file_property(generated "${header_path}" GENERATED)
    if(NOT EXISTS "${header_path}" AND NOT generated)
      set(hint "")
      _jsongen_closest_keyword("${header}" closest)
      if(NOT header MATCHES "[./]" AND closest)
        set(hint " (did you mean the keyword ${closest}? keywords are upper case)")
      endif()
      # A file of a close name beside it (a typo in the name).
      get_filename_component(header_dir "${header_path}" DIRECTORY)
      get_filename_component(header_name "${header_path}" NAME)
      if(NOT hint AND IS_DIRECTORY "${header_dir}")
        file(GLOB neighbours RELATIVE "${header_dir}" "${header_dir}/*")
        set(closest_distance 3)
        foreach(neighbour IN LISTS neighbours)
          _jsongen_edit_distance("${header_name}" "${neighbour}" distance)
          if(distance LESS closest_distance)
            get_filename_component(closest "${header}" DIRECTORY)
            if(closest)
              set(closest "${closest}/")
            endif()
            set(hint " (did you mean ${closest}${neighbour}?)")
            set(closest_distance ${distance})
          endif()
        endforeach()
      endif()
      message(FATAL_ERROR "${call}: header ${header} not found: no ${header_path}${hint}. Relative paths are "
        "taken from ${CMAKE_CURRENT_SOURCE_DIR}; a header generated by an add_custom_command() of this directory "
        "needs that command before this call")
    endif()
  endforeach()
  get_target_property(type ${target} TYPE)
  if("BATCH_SIZE" IN_LIST ARG_KEYWORDS_MISSING_VALUES)
    message(FATAL_ERROR "${call}: BATCH_SIZE needs a number")
  elseif(DEFINED ARG_BATCH_SIZE AND (NOT ARG_BATCH_SIZE MATCHES "^[0-9]+$" OR ARG_BATCH_SIZE EQUAL 0))
    message(FATAL_ERROR "${call}: BATCH_SIZE must be a whole number of 1 or more, not '${ARG_BATCH_SIZE}'")
  elseif(DEFINED ARG_BATCH_SIZE AND (ARG_HEADER_ONLY OR type STREQUAL "INTERFACE_LIBRARY"))
    message(FATAL_ERROR "${call}: BATCH_SIZE is for the .json.cpp files, which the header-only "
      "layout (HEADER_ONLY, or an INTERFACE library) does not have")
  endif()
  if(ARG_CONFIG)
    get_filename_component(config_file "${ARG_CONFIG}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    if(NOT EXISTS "${config_file}")
      message(FATAL_ERROR "${call}: CONFIG ${ARG_CONFIG} does not exist")
    endif()
  endif()
  # The tool and the runtime, whether jsongen was added as a subdirectory or found as a package.
  _jsongen_resolve_target(tool jsongen::jsongen "${call}")
  _jsongen_resolve_target(runtime jsongen::runtime "${call}")

  # The rest at the end of this directory, when the target has the include
  # directories, C++ standard and linked libraries that the lines after
  # this call give it: the generated files' names come from the include
  # directories. Each argument passed as it was (a bracket argument, not
  # evaluated again).
  set(arguments "")
  math(EXPR last "${ARGC} - 1")
  foreach(i RANGE 1 ${last})
    set(argument "${ARGV${i}}")
    set(equals "")
    while(argument MATCHES "]${equals}]")
      string(APPEND equals "=")
    endwhile()
    string(APPEND arguments " [${equals}[${argument}]${equals}]")
  endforeach()
  # (Which call of this file for this target, for _jsongen_call_site.)
  string(MD5 key "${CMAKE_CURRENT_LIST_FILE} ${target}")
  get_property(ordinal GLOBAL PROPERTY _jsongen_calls_${key})
  if(NOT ordinal)
    set(ordinal 0)
  endif()
  math(EXPR ordinal "${ordinal} + 1")
  set_property(GLOBAL PROPERTY _jsongen_calls_${key} ${ordinal})
  cmake_language(EVAL CODE
    "cmake_language(DEFER CALL _jsongen_add_serializers [[${target}]] [[${CMAKE_CURRENT_LIST_FILE}]] ${ordinal}${arguments})")
endfunction()

# add_json_serializers' work, at the end of the directory that called it
# (the `ordinal`th call for `target` in `caller`, a CMakeLists.txt), with
# its arguments.
function(_jsongen_add_serializers target caller ordinal)
  set(call "add_json_serializers(${target})")
  cmake_parse_arguments(PARSE_ARGV 3 ARG "HEADER_ONLY;WRITE_ONLY;NLOHMANN" "OUTPUT_DIR;CONFIG;BATCH_SIZE" "HEADERS;TYPES;OPTIONS")
  if(NOT ARG_OUTPUT_DIR)
    set(ARG_OUTPUT_DIR "${CMAKE_CURRENT_BINARY_DIR}/jsongen_generated/${target}")
  endif()
  # Relative: under the build directory, where the custom commands put their outputs.
  get_filename_component(ARG_OUTPUT_DIR "${ARG_OUTPUT_DIR}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  get_target_property(type ${target} TYPE)
  if(NOT DEFINED ARG_BATCH_SIZE)
    set(ARG_BATCH_SIZE 8)
  endif()
  _jsongen_resolve_target(tool jsongen::jsongen "${call}")
  _jsongen_resolve_target(runtime jsongen::runtime "${call}")
  _jsongen_linked_targets(${target} linked unresolved_links)

  # The generated code is C++17: a target whose CXX_STANDARD says older, and
  # that nothing it links raises (a cxx_std_17 compile feature, as
  # jsongen::runtime's, does), would compile it as C++14 and fail in the
  # runtime's headers; said here rather than in hundreds of compile errors.
  get_target_property(standard ${target} CXX_STANDARD)
  if(standard MATCHES "^(98|11|14)$" AND NOT unresolved_links)
    _jsongen_interface_values(features INTERFACE_COMPILE_FEATURES ${linked})
    get_target_property(own_features ${target} COMPILE_FEATURES)
    if(own_features)
      list(APPEND features ${own_features})
    endif()
    if(NOT features MATCHES "cxx_std_(17|20|23|26)")
      _jsongen_call_site("${caller}" ${target} ${ordinal} site)
      message(FATAL_ERROR "${call} at ${site}: ${target} compiles as C++${standard} (its CXX_STANDARD), and the code jsongen "
        "generates for it needs C++17. Set set_target_properties(${target} PROPERTIES CXX_STANDARD 17) (or newer; "
        "CMAKE_CXX_STANDARD sets it for the targets created after it)")
    endif()
  endif()
  # Those that include the generated headers need C++17 too.
  if(type STREQUAL "INTERFACE_LIBRARY")
    target_compile_features(${target} INTERFACE cxx_std_17)
  elseif(type STREQUAL "EXECUTABLE")
    target_compile_features(${target} PRIVATE cxx_std_17)
  else()
    target_compile_features(${target} PUBLIC cxx_std_17)
  endif()

  # Flags of the target itself, evaluated at build time (generator expressions,
  # transitive usage requirements and per-configuration values included).
  # Left out: empty items (from generator expressions that evaluate to
  # nothing, as in nlohmann_json's definitions), and the compiler's own
  # include directories, which it never gets as -I either: -I/usr/include
  # would come before the C++ library's headers and break them.
  set(implicit_dirs "")
  foreach(dir IN LISTS CMAKE_CXX_IMPLICIT_INCLUDE_DIRECTORIES)
    string(REGEX REPLACE "([][+.*?()^$|\\])" "\\\\\\1" dir "${dir}")
    list(APPEND implicit_dirs "${dir}")
  endforeach()
  list(JOIN implicit_dirs "|" implicit_dirs)
  set(includes "$<FILTER:$<TARGET_PROPERTY:${target},INCLUDE_DIRECTORIES>,EXCLUDE,^(${implicit_dirs})/?$|^$>")
  set(definitions "$<FILTER:$<TARGET_PROPERTY:${target},COMPILE_DEFINITIONS>,EXCLUDE,^$>")
  _jsongen_standard_flag(${target} standard_flag)
  set(clang_flags
    "$<$<BOOL:${includes}>:-I$<JOIN:${includes},$<SEMICOLON>-I>>"
    "$<$<BOOL:${definitions}>:-D$<JOIN:${definitions},$<SEMICOLON>-D>>"
    "${standard_flag}")
  set(type_options "")
  foreach(pattern IN LISTS ARG_TYPES)
    list(APPEND type_options --type "${pattern}")
  endforeach()
  # Each header is its own call: with several, a type that one of them does
  # not see is a warning there, not an error (with one, a typo is an error).
  # A header with nothing to generate stays an error either way: listing it
  # is the mistake (--allow-empty is not passed).
  list(LENGTH ARG_HEADERS header_count)
  set(config_file "")
  if(ARG_CONFIG)
    get_filename_component(config_file "${ARG_CONFIG}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND type_options --config "${config_file}")
  endif()
  if((ARG_TYPES OR ARG_CONFIG) AND header_count GREATER 1)
    list(APPEND type_options --allow-unmatched)
  endif()

  set(layout_options "")
  if(ARG_HEADER_ONLY OR type STREQUAL "INTERFACE_LIBRARY")
    set(layout_options --header-only)
  endif()
  set(direction_options "")
  if(ARG_WRITE_ONLY)
    set(direction_options --write-only)
  endif()
  if(ARG_NLOHMANN)
    list(APPEND direction_options --nlohmann)
  endif()

  # Where the target finds the headers: its include directories and those
  # that what it links gives it.
  get_target_property(own_dirs ${target} INCLUDE_DIRECTORIES)
  if(type STREQUAL "INTERFACE_LIBRARY")
    get_target_property(own_dirs ${target} INTERFACE_INCLUDE_DIRECTORIES)
  endif()
  if(NOT own_dirs)
    set(own_dirs "")
  endif()
  _jsongen_interface_values(linked_dirs INTERFACE_INCLUDE_DIRECTORIES ${linked})
  list(APPEND own_dirs ${linked_dirs})
  _jsongen_plain_directories(include_dirs ${own_dirs})
  set(outputs "")
  set(sources "")
  foreach(header IN LISTS ARG_HEADERS)
    get_filename_component(header_path "${header}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    # The shortest path under one of the target's include directories.
    set(spelled "")
    foreach(dir IN LISTS include_dirs)
      file(RELATIVE_PATH candidate "${dir}" "${header_path}")
      if(NOT candidate MATCHES "^\\.\\./")
        string(LENGTH "${candidate}" candidate_length)
        string(LENGTH "${spelled}" spelled_length)
        if(NOT spelled OR candidate_length LESS spelled_length)
          set(spelled "${candidate}")
        endif()
      endif()
    endforeach()
    # Under none: named after its path from the current source directory,
    # and included by its path from the generated header (jsongen's default
    # without --include-as), which needs no include directory.
    set(include_as --include-as "${spelled}")
    if(NOT spelled)
      set(include_as "")
      file(RELATIVE_PATH spelled "${CMAKE_CURRENT_SOURCE_DIR}" "${header_path}")
      if(spelled MATCHES "^\\.\\./")
        get_filename_component(spelled "${header_path}" NAME)
      endif()
    endif()
    string(REGEX REPLACE "\\.[^./]*$" "" stem "${spelled}")
    set(output "${ARG_OUTPUT_DIR}/${stem}.json.h")
    set(files "${output}")
    if(NOT layout_options)
      list(APPEND files "${ARG_OUTPUT_DIR}/${stem}.json.inl.h" "${ARG_OUTPUT_DIR}/${stem}.json.cpp")
      list(APPEND sources "${ARG_OUTPUT_DIR}/${stem}.json.cpp")
    endif()
    # jsongen leaves an unchanged output alone, so that nothing recompiles;
    # Ninja notices (restat). Make would run jsongen again on every build
    # while the output stays older than what changed, so there it is touched.
    set(touch_output "")
    if(NOT CMAKE_GENERATOR MATCHES "Ninja")
      set(touch_output COMMAND "${CMAKE_COMMAND}" -E touch_nocreate ${files})
    endif()
    add_custom_command(
      OUTPUT ${files}
      COMMAND ${tool} ${ARG_OPTIONS} ${type_options} ${layout_options} ${direction_options} "${header_path}" -o "${output}"
              ${include_as} --depfile "${output}.d" -- ${clang_flags}
      ${touch_output}
      DEPENDS "${header_path}" ${tool} ${config_file}
      DEPFILE "${output}.d"
      COMMENT "jsongen: ${spelled} -> ${stem}.json.h"
      COMMAND_EXPAND_LISTS
      VERBATIM)
    list(APPEND outputs ${files})
  endforeach()

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
    # Listing the generated files as sources makes the build generate them
    # before compiling the target, and compiles the .json.cpp files in it.
    target_sources(${target} PRIVATE ${outputs})
    _jsongen_compile_in_batches(${target} "${ARG_OUTPUT_DIR}" ${ARG_BATCH_SIZE} ${sources})
  endif()
  target_include_directories(${target} ${scope}
    "$<BUILD_INTERFACE:${ARG_OUTPUT_DIR}>"
    "$<TARGET_PROPERTY:${runtime},INTERFACE_INCLUDE_DIRECTORIES>")
endfunction()

# jsongen_check_generated(<name> HEADERS a.h sub/b.h ...
#                         [OUTPUT_DIR dir] [ROOT dir]
#                         [TARGET target]
#                         [INCLUDE_DIRECTORIES dir ...] [COMPILE_DEFINITIONS NAME[=VALUE] ...]
#                         [CXX_STANDARD nn] [TYPES pattern ...] [OPTIONS ...])
#
# For generated headers kept in the source tree (committed to git) rather than
# generated at build time. Adds
#
#   - a test <name> (ctest; the project needs enable_testing()) that runs
#     `jsongen --check` and fails, naming each file, when a committed header is
#     missing or differs from what this jsongen generates from its input now,
#     and the command that updates them (the target below);
#   - a target <name>_update that regenerates them in place with exactly the
#     same command: cmake --build <build> --target <name>_update
#
# Without OUTPUT_DIR each a.h has its a.json.h beside it (what `jsongen a.h`
# writes). With OUTPUT_DIR the generated headers live under that directory,
# mirroring each input's path below ROOT (default: the current source
# directory), as `jsongen --out-dir OUTPUT_DIR --root ROOT` writes them.
# Relative paths are taken from the current source directory.
#
# The headers are parsed with the include directories, compile definitions and
# C++ standard of TARGET when given (evaluated at generate time, the standard
# as add_json_serializers takes it), plus INCLUDE_DIRECTORIES and
# COMPILE_DEFINITIONS; C++17 unless CXX_STANDARD or the target says
# otherwise. TYPES is as in add_json_serializers; OPTIONS go last on the
# jsongen command line (after the inputs, so `-- ...` may end it).
# The command is kept in <build>/jsongen_check/<name>-<config>.args.
function(jsongen_check_generated name)
  cmake_parse_arguments(PARSE_ARGV 1 ARG "" "OUTPUT_DIR;ROOT;TARGET;CXX_STANDARD"
                        "HEADERS;INCLUDE_DIRECTORIES;COMPILE_DEFINITIONS;TYPES;OPTIONS")
  set(caller "jsongen_check_generated(${name})")
  if(NOT ARG_HEADERS)
    message(FATAL_ERROR "${caller}: no HEADERS given")
  endif()
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "${caller}: unexpected arguments: ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  if(ARG_ROOT AND NOT ARG_OUTPUT_DIR)
    message(FATAL_ERROR "${caller}: ROOT only applies with OUTPUT_DIR")
  endif()
  if(ARG_TARGET AND NOT TARGET ${ARG_TARGET})
    message(FATAL_ERROR "${caller}: '${ARG_TARGET}' is not a target")
  endif()
  _jsongen_resolve_target(tool jsongen::jsongen "${caller}")

  set(lines "")

  foreach(pattern IN LISTS ARG_TYPES)
    _jsongen_append_arg(lines --type)
    _jsongen_append_arg(lines "${pattern}")
  endforeach()
  foreach(dir IN LISTS ARG_INCLUDE_DIRECTORIES)
    get_filename_component(dir "${dir}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    _jsongen_append_arg(lines "-I${dir}")
  endforeach()
  foreach(definition IN LISTS ARG_COMPILE_DEFINITIONS)
    _jsongen_append_arg(lines "-D${definition}")
  endforeach()
  if(ARG_TARGET)
    # The target's own flags, as add_json_serializers passes them (no single
    # quotes in these paths and definitions, please), without empty items
    # (generator expressions that evaluate to nothing: a lone -D would take
    # the next argument) and without the compiler's own include directories
    # (-I/usr/include before the C++ library's headers breaks them).
    set(implicit_dirs "")
    foreach(dir IN LISTS CMAKE_CXX_IMPLICIT_INCLUDE_DIRECTORIES)
      string(REGEX REPLACE "([][+.*?()^$|\\])" "\\\\\\1" dir "${dir}")
      list(APPEND implicit_dirs "${dir}")
    endforeach()
    list(JOIN implicit_dirs "|" implicit_dirs)
    set(includes "$<TARGET_PROPERTY:${ARG_TARGET},INCLUDE_DIRECTORIES>")
    if(implicit_dirs)
      set(includes "$<FILTER:${includes},EXCLUDE,^(${implicit_dirs})/?$>")
    endif()
    set(includes "$<FILTER:${includes},EXCLUDE,^$>")
    set(definitions "$<FILTER:$<TARGET_PROPERTY:${ARG_TARGET},COMPILE_DEFINITIONS>,EXCLUDE,^$>")
    string(APPEND lines "$<$<BOOL:${includes}>:'-I$<JOIN:${includes},'\n'-I>'\n>")
    string(APPEND lines "$<$<BOOL:${definitions}>:'-D$<JOIN:${definitions},'\n'-D>'\n>")
  endif()
  if(ARG_CXX_STANDARD)
    _jsongen_append_arg(lines "-std=c++${ARG_CXX_STANDARD}")
  elseif(ARG_TARGET)
    _jsongen_standard_flag(${ARG_TARGET} standard_flag)
    string(APPEND lines "'${standard_flag}'\n")
  else()
    _jsongen_append_arg(lines "-std=c++17")
  endif()
  if(ARG_OUTPUT_DIR)
    if(NOT ARG_ROOT)
      set(ARG_ROOT "${CMAKE_CURRENT_SOURCE_DIR}")
    endif()
    get_filename_component(out_dir "${ARG_OUTPUT_DIR}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    get_filename_component(root "${ARG_ROOT}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    _jsongen_append_arg(lines --out-dir)
    _jsongen_append_arg(lines "${out_dir}")
    _jsongen_append_arg(lines --root)
    _jsongen_append_arg(lines "${root}")
  endif()
  foreach(header IN LISTS ARG_HEADERS)
    get_filename_component(header "${header}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    _jsongen_append_arg(lines "${header}")
  endforeach()
  foreach(option IN LISTS ARG_OPTIONS)
    _jsongen_append_arg(lines "${option}")
  endforeach()

  set(args_file "${CMAKE_CURRENT_BINARY_DIR}/jsongen_check/${name}-$<CONFIG>.args")
  file(GENERATE OUTPUT "${args_file}" CONTENT "${lines}")

  # A stale header's message names the command that regenerates it.
  set(build_dir "${CMAKE_BINARY_DIR}")
  if(build_dir MATCHES " ")
    set(build_dir "\"${build_dir}\"")
  endif()
  set(update "cmake --build ${build_dir} --target ${name}_update")
  get_property(multi_config GLOBAL PROPERTY GENERATOR_IS_MULTI_CONFIG)
  if(multi_config)
    string(APPEND update " --config $<CONFIG>")
  endif()
  add_test(NAME ${name}
    COMMAND ${tool} --check --update-command "${update}" "@${args_file}"
    WORKING_DIRECTORY "${CMAKE_CURRENT_SOURCE_DIR}")
  add_custom_target(${name}_update
    COMMAND ${tool} "@${args_file}"
    WORKING_DIRECTORY "${CMAKE_CURRENT_SOURCE_DIR}"
    COMMENT "jsongen: regenerating the committed headers checked by ${name}"
    VERBATIM)
endfunction()

# Finds one LLVM installation's libclang for the jsongen tool: its C API
# headers, the library, clang's resource directory (builtin headers such as
# stddef.h) and the clang driver, all from the same root and checked to be of
# one version.
#
# Where it looks, in this order of preference:
#   1. -DJSONGEN_LLVM_ROOT=DIR (or the environment variable JSONGEN_LLVM_ROOT):
#      that root and no other.
#   2. The pieces a user set by hand (-DLIBCLANG_INCLUDE_DIR=..., -DLIBCLANG_LIBRARY=...):
#      the root they belong to; the pieces not set come from that root.
#   3. A root on CMAKE_PREFIX_PATH (the CMake variable or the environment
#      variable), e.g. CMAKE_PREFIX_PATH=/usr/lib/llvm-19: the first that has libclang.
#   4. Otherwise the newest of every installation found: Debian and Ubuntu's
#      /usr/lib/llvm-N, Fedora's /usr/lib64/llvmN and /usr (lib64 or lib),
#      Arch's /usr, Homebrew's $(brew --prefix llvm), /opt/homebrew/opt/llvm*,
#      /usr/local/opt/llvm*, the prefix of each llvm-config and llvm-config-N on
#      the PATH, and Windows' Program Files/LLVM.
#
# Sets (in the caller's scope):
#   JSONGEN_LIBCLANG_ROOT, LIBCLANG_INCLUDE_DIR, LIBCLANG_LIBRARY,
#   JSONGEN_CLANG_RESOURCE_DIR, JSONGEN_CLANG_EXECUTABLE ("" when none),
#   JSONGEN_LIBCLANG_VERSION (e.g. 19.1.7, or 19 when only the major is known).
# Stops configure with a message saying why when no libclang is found or the
# pieces disagree on the version.

# "19.1.7" from a file or directory name: the leading version-looking part.
function(_jsongen_version_in text out)
  set(version "")
  if(text MATCHES "^libclang-([0-9]+\\.[0-9]+(\\.[0-9]+)?)\\.so")       # Debian: libclang-19.1.7.so
    set(version "${CMAKE_MATCH_1}")
  elseif(text MATCHES "^libclang-([0-9]+)\\.")                           # libclang-19.so.19
    set(version "${CMAKE_MATCH_1}")
  elseif(text MATCHES "^libclang\\.so\\.([0-9]+(\\.[0-9]+)*)$")          # Fedora, Arch: libclang.so.19.1.7
    set(version "${CMAKE_MATCH_1}")
  elseif(text MATCHES "^libclang\\.([0-9]+(\\.[0-9]+)*)\\.dylib$")
    set(version "${CMAKE_MATCH_1}")
  elseif(text MATCHES "^([0-9]+(\\.[0-9]+)*)$")                          # resource dir: 19 or 14.0.6
    set(version "${CMAKE_MATCH_1}")
  endif()
  set(${out} "${version}" PARENT_SCOPE)
endfunction()

function(_jsongen_major version out)
  string(REGEX MATCH "^[0-9]+" major "${version}")
  set(${out} "${major}" PARENT_SCOPE)
endfunction()

# The version of clang-c headers: clang/Basic/Version.inc beside them when the
# installation has it (Debian, Fedora, Homebrew do), else "".
function(_jsongen_include_version include_dir out)
  set(version "")
  if(EXISTS "${include_dir}/clang/Basic/Version.inc")
    file(STRINGS "${include_dir}/clang/Basic/Version.inc" lines REGEX "define CLANG_VERSION_STRING|define CLANG_VERSION ")
    foreach(line IN LISTS lines)
      if(line MATCHES "([0-9]+\\.[0-9]+(\\.[0-9]+)?)")
        set(version "${CMAKE_MATCH_1}")
        break()
      endif()
    endforeach()
  endif()
  set(${out} "${version}" PARENT_SCOPE)
endfunction()

# The version of a library file, from its real file name.
function(_jsongen_library_version library out)
  get_filename_component(real "${library}" REALPATH)
  get_filename_component(name "${real}" NAME)
  _jsongen_version_in("${name}" version)
  if(NOT version)
    get_filename_component(name "${library}" NAME)
    _jsongen_version_in("${name}" version)
  endif()
  set(${out} "${version}" PARENT_SCOPE)
endfunction()

# "19.1.7" from `clang --version`.
function(_jsongen_driver_version driver out)
  set(version "")
  execute_process(COMMAND "${driver}" --version OUTPUT_VARIABLE text ERROR_QUIET RESULT_VARIABLE status TIMEOUT 20)
  if(status EQUAL 0 AND text MATCHES "clang version ([0-9]+(\\.[0-9]+)*)")
    set(version "${CMAKE_MATCH_1}")
  endif()
  set(${out} "${version}" PARENT_SCOPE)
endfunction()

# The libclang library under ROOT, or "".
function(_jsongen_library_in root out)
  set(found "")
  foreach(dir IN ITEMS lib64 lib bin)
    foreach(name IN ITEMS libclang.so libclang.dylib libclang.lib libclang.dll.a)
      if(EXISTS "${root}/${dir}/${name}" AND NOT IS_DIRECTORY "${root}/${dir}/${name}")
        set(found "${root}/${dir}/${name}")
        break()
      endif()
    endforeach()
    if(found)
      break()
    endif()
  endforeach()
  set(${out} "${found}" PARENT_SCOPE)
endfunction()

# The resource directory of clang MAJOR under ROOT (lib/clang/19,
# lib64/clang/14.0.6, ...), or "".
function(_jsongen_resource_dir_in root major out)
  set(found "")
  file(GLOB dirs LIST_DIRECTORIES true "${root}/lib/clang/*" "${root}/lib64/clang/*")
  foreach(dir IN LISTS dirs)
    get_filename_component(name "${dir}" NAME)
    _jsongen_major("${name}" dir_major)
    if(EXISTS "${dir}/include/stddef.h" AND (NOT major OR dir_major STREQUAL major))
      set(found "${dir}")
      break()
    endif()
  endforeach()
  set(${out} "${found}" PARENT_SCOPE)
endfunction()

# The version of a candidate root, or "" when it has no usable libclang.
function(_jsongen_root_version root out)
  set(version "")
  if(EXISTS "${root}/include/clang-c/Index.h")
    _jsongen_library_in("${root}" library)
    if(library)
      _jsongen_library_version("${library}" version)
      if(NOT version)
        _jsongen_include_version("${root}/include" version)
      endif()
      if(NOT version)
        _jsongen_resource_dir_in("${root}" "" resource)
        if(resource)
          get_filename_component(name "${resource}" NAME)
          _jsongen_version_in("${name}" version)
        endif()
      endif()
      if(NOT version)
        set(version 0)  # usable, version unknown: the last choice
      endif()
    endif()
  endif()
  set(${out} "${version}" PARENT_SCOPE)
endfunction()

# Every root jsongen knows to look at, most specific first.
function(_jsongen_candidate_roots out)
  set(roots "")
  file(GLOB debian LIST_DIRECTORIES true /usr/lib/llvm-* /usr/lib64/llvm[0-9]* /usr/lib/llvm[0-9]*)
  list(APPEND roots ${debian} /usr/lib/llvm /usr /usr/local)
  file(GLOB brew LIST_DIRECTORIES true /opt/homebrew/opt/llvm /opt/homebrew/opt/llvm@* /usr/local/opt/llvm
       /usr/local/opt/llvm@*)
  list(APPEND roots ${brew})
  find_program(_jsongen_brew brew)
  if(_jsongen_brew)
    execute_process(COMMAND "${_jsongen_brew}" --prefix llvm OUTPUT_VARIABLE prefix OUTPUT_STRIP_TRAILING_WHITESPACE
                    ERROR_QUIET RESULT_VARIABLE status TIMEOUT 30)
    if(status EQUAL 0 AND prefix)
      list(APPEND roots "${prefix}")
    endif()
  endif()
  unset(_jsongen_brew CACHE)
  # Each llvm-config and llvm-config-N on the PATH.
  if(CMAKE_HOST_WIN32)
    set(path_dirs "$ENV{PATH}")
  else()
    string(REPLACE ":" ";" path_dirs "$ENV{PATH}")
  endif()
  foreach(dir IN LISTS path_dirs)
    file(GLOB configs "${dir}/llvm-config" "${dir}/llvm-config-[0-9]*" "${dir}/llvm-config.exe")
    foreach(config IN LISTS configs)
      execute_process(COMMAND "${config}" --prefix OUTPUT_VARIABLE prefix OUTPUT_STRIP_TRAILING_WHITESPACE
                      ERROR_QUIET RESULT_VARIABLE status TIMEOUT 20)
      if(status EQUAL 0 AND prefix)
        list(APPEND roots "${prefix}")
      endif()
    endforeach()
  endforeach()
  if(CMAKE_HOST_WIN32)
    list(APPEND roots "$ENV{ProgramFiles}/LLVM")
  endif()
  set(${out} "${roots}" PARENT_SCOPE)
endfunction()

# The LLVM root holding PIECE (an include dir, a library, a resource dir or a driver).
function(_jsongen_root_of kind piece out)
  get_filename_component(dir "${piece}" DIRECTORY)
  if(kind STREQUAL "include" OR kind STREQUAL "driver")
    # <root>/include, <root>/bin/clang
    get_filename_component(root "${piece}" DIRECTORY)
    if(kind STREQUAL "driver")
      get_filename_component(root "${dir}" DIRECTORY)
    endif()
  elseif(kind STREQUAL "library")
    get_filename_component(root "${dir}" DIRECTORY)  # <root>/lib/libclang.so
  else()
    get_filename_component(root "${piece}/../../.." ABSOLUTE)  # <root>/lib/clang/19
  endif()
  set(${out} "${root}" PARENT_SCOPE)
endfunction()

function(jsongen_find_libclang)
  # Cache entries left by the find_path/find_library of jsongen before 0.4 are
  # not a choice of the user's: look again.
  foreach(var IN ITEMS LIBCLANG_INCLUDE_DIR LIBCLANG_LIBRARY)
    get_property(help CACHE ${var} PROPERTY HELPSTRING)
    if(help STREQUAL "Path to a file." OR help STREQUAL "Path to a library.")
      unset(${var} CACHE)
    endif()
  endforeach()
  get_property(help CACHE JSONGEN_CLANG_EXECUTABLE PROPERTY HELPSTRING)
  if(help STREQUAL "Path to a program.")
    unset(JSONGEN_CLANG_EXECUTABLE CACHE)
  endif()

  set(JSONGEN_LLVM_ROOT "${JSONGEN_LLVM_ROOT}" CACHE PATH
      "The LLVM installation whose libclang jsongen uses (empty: the newest found)")
  set(root "${JSONGEN_LLVM_ROOT}")
  if(NOT root AND DEFINED ENV{JSONGEN_LLVM_ROOT})
    set(root "$ENV{JSONGEN_LLVM_ROOT}")
  endif()
  set(how "")
  if(root)
    set(how "JSONGEN_LLVM_ROOT")
    _jsongen_root_version("${root}" version)
    if(NOT version)
      message(FATAL_ERROR "jsongen: JSONGEN_LLVM_ROOT=${root} holds no libclang (expected "
              "${root}/include/clang-c/Index.h and ${root}/lib/libclang.so or lib64/; on Debian/Ubuntu "
              "install libclang-N-dev)")
    endif()
  else()
    # The root of the pieces set by hand.
    foreach(pair IN ITEMS "include;LIBCLANG_INCLUDE_DIR" "library;LIBCLANG_LIBRARY"
                          "resource;JSONGEN_CLANG_RESOURCE_DIR" "driver;JSONGEN_CLANG_EXECUTABLE")
      list(GET pair 0 kind)
      list(GET pair 1 var)
      if(${var})
        _jsongen_root_of(${kind} "${${var}}" root)
        set(how "${var}")
        break()
      endif()
    endforeach()
  endif()
  if(NOT root)
    set(prefixes ${CMAKE_PREFIX_PATH} $ENV{CMAKE_PREFIX_PATH})
    if(NOT CMAKE_HOST_WIN32)
      string(REPLACE ":" ";" prefixes "${prefixes}")
    endif()
    foreach(prefix IN LISTS prefixes)
      if(prefix)
        _jsongen_root_version("${prefix}" version)
        if(version)
          set(root "${prefix}")
          set(how "CMAKE_PREFIX_PATH")
          break()
        endif()
      endif()
    endforeach()
  endif()
  if(NOT root)
    _jsongen_candidate_roots(candidates)
    set(best_version "")
    set(seen "")
    set(found_list "")
    foreach(candidate IN LISTS candidates)
      get_filename_component(real "${candidate}" REALPATH)
      if(real IN_LIST seen)
        continue()
      endif()
      list(APPEND seen "${real}")
      _jsongen_root_version("${candidate}" version)
      if(NOT version)
        continue()
      endif()
      list(APPEND found_list "${candidate} (${version})")
      if(NOT best_version OR version VERSION_GREATER best_version)
        set(best_version "${version}")
        set(root "${candidate}")
      endif()
    endforeach()
    if(NOT root)
      message(FATAL_ERROR "jsongen: no libclang found (looked in /usr/lib/llvm-*, /usr/lib64/llvm*, /usr, "
              "Homebrew's llvm, and the prefix of every llvm-config on the PATH). Install it (Debian/Ubuntu: "
              "libclang-dev or libclang-N-dev; Fedora: clang-devel; Arch: clang; macOS: brew install llvm), or "
              "point -DJSONGEN_LLVM_ROOT=DIR at an LLVM installation, or configure with -DJSONGEN_BUILD_GENERATOR=OFF.")
    endif()
    list(JOIN found_list ", " found_text)
    set(how "the newest of: ${found_text}")
  endif()
  get_filename_component(root "${root}" ABSOLUTE)

  # Each piece: set by hand, or from the root.
  if(LIBCLANG_INCLUDE_DIR)
    set(include_dir "${LIBCLANG_INCLUDE_DIR}")
  else()
    set(include_dir "${root}/include")
  endif()
  if(NOT EXISTS "${include_dir}/clang-c/Index.h")
    message(FATAL_ERROR "jsongen: ${include_dir}/clang-c/Index.h does not exist (libclang root ${root}, from ${how})")
  endif()
  if(LIBCLANG_LIBRARY)
    set(library "${LIBCLANG_LIBRARY}")
  else()
    _jsongen_library_in("${root}" library)
  endif()
  if(NOT library OR NOT EXISTS "${library}")
    message(FATAL_ERROR "jsongen: no libclang library under ${root}/lib or ${root}/lib64 (from ${how}); "
            "set -DJSONGEN_LLVM_ROOT to an LLVM installation with libclang")
  endif()
  _jsongen_library_version("${library}" library_version)
  _jsongen_include_version("${include_dir}" include_version)
  set(version "${library_version}")
  if(NOT version)
    set(version "${include_version}")
  endif()
  _jsongen_major("${version}" major)
  # The most precise version of that major: 19.1.7 rather than the soname's 19.
  foreach(precise IN ITEMS "${include_version}")
    _jsongen_major("${precise}" precise_major)
    if(precise_major STREQUAL major AND precise VERSION_GREATER version)
      set(version "${precise}")
    endif()
  endforeach()
  if(JSONGEN_CLANG_RESOURCE_DIR)
    set(resource_dir "${JSONGEN_CLANG_RESOURCE_DIR}")
  else()
    _jsongen_resource_dir_in("${root}" "${major}" resource_dir)
  endif()
  set(resource_version "")
  if(resource_dir)
    get_filename_component(name "${resource_dir}" NAME)
    _jsongen_version_in("${name}" resource_version)
  endif()
  if(NOT version)
    set(version "${resource_version}")
    _jsongen_major("${version}" major)
  endif()
  if(JSONGEN_CLANG_EXECUTABLE)
    set(driver "${JSONGEN_CLANG_EXECUTABLE}")
  else()
    set(driver "")
    foreach(name IN ITEMS clang clang-${major} clang.exe)
      if(EXISTS "${root}/bin/${name}")
        set(driver "${root}/bin/${name}")
        break()
      endif()
    endforeach()
  endif()
  set(driver_version "")
  if(driver)
    _jsongen_driver_version("${driver}" driver_version)
  endif()
  if(NOT resource_dir AND driver)
    execute_process(COMMAND "${driver}" -print-resource-dir OUTPUT_VARIABLE printed OUTPUT_STRIP_TRAILING_WHITESPACE
                    ERROR_QUIET RESULT_VARIABLE status TIMEOUT 20)
    if(status EQUAL 0 AND EXISTS "${printed}/include/stddef.h")
      set(resource_dir "${printed}")
      get_filename_component(name "${resource_dir}" NAME)
      _jsongen_version_in("${name}" resource_version)
    endif()
  endif()

  # One version for every piece whose version can be told.
  string(CONCAT report "  clang-c headers  ${include_dir} (${include_version})\n"
                      "  library          ${library} (${library_version})\n"
                      "  resource dir     ${resource_dir} (${resource_version})\n"
                      "  clang driver     ${driver} (${driver_version})")
  foreach(piece_version IN ITEMS "${include_version}" "${library_version}" "${resource_version}" "${driver_version}")
    _jsongen_major("${piece_version}" piece_major)
    if(piece_major AND major AND NOT piece_major STREQUAL major)
      message(FATAL_ERROR "jsongen: the libclang pieces are of different LLVM versions, which crashes libclang "
              "while parsing:\n${report}\nSet -DJSONGEN_LLVM_ROOT=DIR alone (and unset LIBCLANG_INCLUDE_DIR, "
              "LIBCLANG_LIBRARY, JSONGEN_CLANG_RESOURCE_DIR, JSONGEN_CLANG_EXECUTABLE), so that every piece "
              "comes from DIR.")
    endif()
  endforeach()
  if(NOT resource_dir)
    message(WARNING "jsongen: clang's builtin headers (stddef.h) not found under ${root}/lib/clang; "
            "jsongen will need --resource-dir")
  endif()
  if(NOT driver)
    message(STATUS "jsongen: no clang driver in ${root}/bin; libclang finds the GCC headers from 'clang' instead")
  endif()
  message(STATUS "jsongen: libclang ${version} from ${root} (chosen by ${how})\n${report}")

  set(JSONGEN_LIBCLANG_ROOT "${root}" PARENT_SCOPE)
  set(JSONGEN_LIBCLANG_VERSION "${version}" PARENT_SCOPE)
  set(LIBCLANG_INCLUDE_DIR "${include_dir}" PARENT_SCOPE)
  set(LIBCLANG_LIBRARY "${library}" PARENT_SCOPE)
  set(JSONGEN_CLANG_RESOURCE_DIR "${resource_dir}" PARENT_SCOPE)
  set(JSONGEN_CLANG_EXECUTABLE "${driver}" PARENT_SCOPE)
endfunction()

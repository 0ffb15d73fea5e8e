# Install rules and the CMake package, included by the top-level CMakeLists.txt
# when JSONGEN_INSTALL is on.
#
#   <prefix>/bin/jsongen                          the tool
#   <prefix>/include/jsongen/*.h                  the header-only runtime
#   <prefix>/lib/cmake/jsongen/                   the package:
#       jsongenConfig.cmake, jsongenConfigVersion.cmake
#       jsongenRuntimeTargets.cmake               jsongen::runtime (INTERFACE)
#       jsongenToolTargets.cmake                  jsongen::jsongen (IMPORTED executable)
#       JsongenSerializers.cmake                  add_json_serializers(), jsongen_check_generated()
#       JsongenCallChecks.cmake, JsongenTargetFacts.cmake   (what it includes)
#
# so that a project does
#
#   find_package(jsongen 0.2 CONFIG REQUIRED)
#   add_json_serializers(app HEADERS include/app/model.h)
#
# The installed tool finds the runtime at <bindir>/../include (see
# generator/src/clang_args.cpp), so keep the default bin/ and include/ layout
# when the bare command line should work without -I; add_json_serializers()
# passes the runtime's include directory itself in any case.

include(CMakePackageConfigHelpers)

set(JSONGEN_INSTALL_CMAKEDIR "${CMAKE_INSTALL_LIBDIR}/cmake/jsongen"
    CACHE STRING "Where the jsongen CMake package goes, relative to the install prefix")
mark_as_advanced(JSONGEN_INSTALL_CMAKEDIR)

# The runtime: headers and an INTERFACE target.
install(TARGETS jsongen_runtime EXPORT jsongenRuntimeTargets)
install(DIRECTORY "${PROJECT_SOURCE_DIR}/runtime/include/jsongen"
        DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}"
        FILES_MATCHING PATTERN "*.h")
install(EXPORT jsongenRuntimeTargets
        NAMESPACE jsongen::
        DESTINATION "${JSONGEN_INSTALL_CMAKEDIR}")

# The tool, when it is built. A separate export set, so a runtime-only
# install (-DJSONGEN_BUILD_GENERATOR=OFF) is still a valid package.
if(TARGET jsongen)
  # libclang may live outside the linker's default directories (an LLVM
  # tree under /opt, say): keep the directories it was linked from.
  set_target_properties(jsongen PROPERTIES INSTALL_RPATH_USE_LINK_PATH TRUE)
  install(TARGETS jsongen EXPORT jsongenToolTargets
          RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}")
  install(EXPORT jsongenToolTargets
          NAMESPACE jsongen::
          DESTINATION "${JSONGEN_INSTALL_CMAKEDIR}")
endif()

configure_package_config_file(
  "${PROJECT_SOURCE_DIR}/cmake/jsongenConfig.cmake.in"
  "${PROJECT_BINARY_DIR}/jsongenConfig.cmake"
  INSTALL_DESTINATION "${JSONGEN_INSTALL_CMAKEDIR}"
  NO_SET_AND_CHECK_MACRO)

# 0.x releases may change the generated code's format between minor versions
# (the generated header and the runtime must agree on JSONGEN_FORMAT_REVISION),
# so before 1.0 a request for 0.2 accepts 0.2.x only; from 1.0 on, any 1.y.
if(PROJECT_VERSION_MAJOR EQUAL 0)
  set(_jsongen_compatibility SameMinorVersion)
else()
  set(_jsongen_compatibility SameMajorVersion)
endif()
write_basic_package_version_file(
  "${PROJECT_BINARY_DIR}/jsongenConfigVersion.cmake"
  VERSION "${PROJECT_VERSION}"
  COMPATIBILITY ${_jsongen_compatibility}
  # The runtime is header-only and the tool runs on the build machine, so a
  # 32-bit (or cross) build may use a 64-bit install.
  ARCH_INDEPENDENT)
unset(_jsongen_compatibility)

install(FILES
          "${PROJECT_BINARY_DIR}/jsongenConfig.cmake"
          "${PROJECT_BINARY_DIR}/jsongenConfigVersion.cmake"
          "${PROJECT_SOURCE_DIR}/cmake/JsongenSerializers.cmake"
          "${PROJECT_SOURCE_DIR}/cmake/JsongenCallChecks.cmake"
          "${PROJECT_SOURCE_DIR}/cmake/JsongenTargetFacts.cmake"
        DESTINATION "${JSONGEN_INSTALL_CMAKEDIR}")

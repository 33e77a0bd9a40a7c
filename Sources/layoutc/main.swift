// The `layoutc` command: the driver with the process's arguments and streams.
import LayoutDriver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(Driver.runAsProcess())

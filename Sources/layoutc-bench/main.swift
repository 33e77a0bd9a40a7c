import LayoutDriver
print("benchmark: not built yet")

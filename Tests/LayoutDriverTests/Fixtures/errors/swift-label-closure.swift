struct ContentView: View {
    var body: some View {
        Toggle(isOn: .constant(true)) {
            Text("Wi-Fi")
        } icon: {
            Image(systemName: "wifi")
        }
    }
}

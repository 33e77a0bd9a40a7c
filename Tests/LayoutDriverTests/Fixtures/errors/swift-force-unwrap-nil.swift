struct Profile {
    var nickname: String?
}

struct ContentView: View {
    let profile = Profile()
    var body: some View {
        Text(profile.nickname!)
    }
}

import SwiftUI
import Kingfisher

struct ContentView: View {
    let url = URL(string: "https://example.com/a.png")
    var body: some View {
        KFImage(url)
            .frame(width: 64, height: 64)
    }
}

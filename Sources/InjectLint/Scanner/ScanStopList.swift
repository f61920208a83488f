// TEMPORARY: the stops computed in Swift, until the C tokenizer lists them.
extension ScanStop {
    static func list(p: UnsafePointer<UInt8>, t: UnsafeMutablePointer<Token>, count: Int) -> [ScanStop] {
        let words: [String: Kind] = [
            "let": .variable, "var": .variable, "for": .forLoop, "while": .whileLoop, "repeat": .repeatLoop,
            "forEach": .forEach, "func": .function, "init": .initializer, "subscript": .subscriptDeclaration,
            "class": .classDeclaration, "struct": .typeDeclaration, "enum": .typeDeclaration,
            "actor": .typeDeclaration, "protocol": .typeDeclaration, "extension": .typeDeclaration,
            "typealias": .typeAlias, "import": .importDeclaration, "case": .caseLabel, "default": .defaultLabel,
            "self": .selfWord, "await": .awaitWord, "return": .returnWord, "resolve": .resolve,
            "resolveAsync": .resolve, "tryResolve": .recoverableResolve, "resolveIfRegistered": .recoverableResolve,
            "register": .register,
        ]
        var stops: [ScanStop] = []
        for k in 0..<count {
            let token = t[k]
            switch token.kind {
            case .punctuation:
                switch p[token.start] {
                case 123: stops.append(ScanStop(token: k, kind: .openBrace))
                case 125: stops.append(ScanStop(token: k, kind: .closeBrace))
                case 59: stops.append(ScanStop(token: k, kind: .semicolon))
                default: break
                }
            case .attribute: stops.append(ScanStop(token: k, kind: .attribute))
            case .poundKeyword: stops.append(ScanStop(token: k, kind: .poundKeyword))
            case .identifier:
                let text = String(decoding: UnsafeBufferPointer(start: p + token.start, count: token.length), as: UTF8.self)
                if let kind = words[text] { stops.append(ScanStop(token: k, kind: kind)) }
            default: break
            }
        }
        return stops
    }
}

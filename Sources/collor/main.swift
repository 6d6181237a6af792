import ArgumentParser

CollorCommand.main()

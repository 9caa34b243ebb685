from enum import StrEnum

class CategoryCardBibliosLetter(StrEnum):
    A = "A"
    B = "B"
    C = "C"
    D = "D"
    E = "E"
    F = "F"
    G = "G"
    H = "H"
    I = "I"

    def __str__(self) -> str:
        return str(self.value)

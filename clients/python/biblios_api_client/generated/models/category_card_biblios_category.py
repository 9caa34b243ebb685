from enum import StrEnum

class CategoryCardBibliosCategory(StrEnum):
    FORBIDDEN_TOMES = "forbidden_tomes"
    HOLY_BOOKS = "holy_books"
    MANUSCRIPTS = "manuscripts"
    MONKS = "monks"
    PIGMENTS = "pigments"

    def __str__(self) -> str:
        return str(self.value)

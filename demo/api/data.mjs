// What the reference API answers for the read-only calls, in the shapes of spec section 3.
// The figures match the widgets' built-in catalogue; the API copy edits two headings, as an
// editor would, so a page shows when remote text has arrived (the demo page says which).

const pint = { measureId: 'pint', title: 'Pint', litres: 0.568, default: true, rank: 0 };
const halfPint = { measureId: 'half-pint', title: 'Half pint', litres: 0.284, default: false, rank: 1 };
const bottle330 = { measureId: 'bottle-330', title: '330 ml bottle', litres: 0.33, default: false, rank: 2 };
const glass125 = { measureId: 'glass-125', title: 'Small glass (125 ml)', litres: 0.125, default: false, rank: 0 };
const glass175 = { measureId: 'glass-175', title: 'Standard glass (175 ml)', litres: 0.175, default: true, rank: 1 };
const glass250 = { measureId: 'glass-250', title: 'Large glass (250 ml)', litres: 0.25, default: false, rank: 2 };
const single = { measureId: 'single', title: 'Single (25 ml)', litres: 0.025, default: true, rank: 0 };
const double = { measureId: 'double', title: 'Double (50 ml)', litres: 0.05, default: false, rank: 1 };

const drink = (drinkId, title, abv, caloriesPer100Ml, measures) => ({
  drinkId,
  title,
  image: null,
  abv,
  caloriesPer100Ml,
  measures,
});

export const GENERIC_DRINKS = {
  categories: [
    {
      categoryId: 'beer',
      title: 'Beer',
      image: 'Beer.svg',
      minAbv: 0.5,
      maxAbv: 12,
      abvIncrements: 0.1,
      drinks: [
        drink('beer-4', 'Beer', 4, 43, [pint, halfPint, bottle330]),
        drink('premium-beer-5', 'Premium beer', 5, 47, [pint, halfPint, bottle330]),
      ],
    },
    {
      categoryId: 'cider',
      title: 'Cider',
      image: 'Cider.svg',
      minAbv: 0.5,
      maxAbv: 12,
      abvIncrements: 0.1,
      drinks: [drink('cider-4-5', 'Cider', 4.5, 42, [pint, halfPint])],
    },
    {
      categoryId: 'wine',
      title: 'Wine',
      image: 'Wine.svg',
      minAbv: 5,
      maxAbv: 20,
      abvIncrements: 0.5,
      drinks: [drink('wine-13', 'Wine', 13, 83, [glass125, glass175, glass250])],
    },
    {
      categoryId: 'spirits',
      title: 'Spirits',
      image: 'Spirits.svg',
      minAbv: 20,
      maxAbv: 60,
      abvIncrements: 0.5,
      drinks: [drink('spirits-40', 'Spirits', 40, 222, [single, double])],
    },
  ],
};

export const CALORIES = {
  Drinks: [
    { Name: 'Beer', Abv: 4, MeasureLitres: 0.568, MeasureDescription: 'Pint', Calories: 244 },
    { Name: 'Cider', Abv: 4.5, MeasureLitres: 0.568, MeasureDescription: 'Pint', Calories: 239 },
    { Name: 'Wine', Abv: 13, MeasureLitres: 0.175, MeasureDescription: 'Standard glass (175 ml)', Calories: 145 },
    { Name: 'Spirits', Abv: 40, MeasureLitres: 0.025, MeasureDescription: 'Single (25 ml)', Calories: 56 },
  ],
};

export const DICTIONARY = {
  'dc.overview.title': 'How does your drinking affect your health?',
  'ucc.welcome.title': 'What would you like to work out today?',
};

export const BINGE_ARTICLES = {
  count: 2,
  facets: { UpdateDate: [], TaxonomyDetails: [{ value: 'binge-drinking', count: 2 }] },
  value: [
    {
      score: 1,
      highlights: { Content: [], MetaDescription: [], BlockContent: [] },
      Id: 'article-1',
      Content: 'What binge drinking does to your body',
      Url: 'https://www.example.org/binge-drinking',
      MetaDescription: 'Why drinking a lot in one go carries risks of its own, and how to pace yourself.',
      UpdateDate: '2026-09-01T00:00:00Z',
      ImageUrl: '/demo/media/article.svg',
      ReadTime: '4 min read',
    },
    {
      score: 0.5,
      highlights: { Content: [], MetaDescription: [], BlockContent: [] },
      Id: 'article-2',
      Content: 'An article without an image',
      Url: 'https://www.example.org/no-image',
      MetaDescription: 'Never chosen: the widget only shows a result that has an image.',
      UpdateDate: '2026-08-01T00:00:00Z',
      ImageUrl: '',
      ReadTime: '2 min read',
    },
  ],
};
